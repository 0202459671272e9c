import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupApp } from './app/setup.ts';
import { findPublicPage } from './app/registry.tsx';
import { PHONE_VIEWPORT, backOfficeViewport, setViewport } from './app/viewport.ts';
import App from './app/App.tsx';
import './app/global.css';

// A public customer page is a phone page (its own width); the back office on a screen narrower than 1366
// gets a 768-wide viewport (spec 1 §2). Set before the first render, so the page is laid out once.
setViewport(findPublicPage(window.location.pathname) ? PHONE_VIEWPORT : backOfficeViewport());
setupApp();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
