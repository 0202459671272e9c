import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NARROW_SCREEN, NARROW_VIEWPORT } from '@yym/contract';
import { setupApp } from './app/setup.ts';
import App from './app/App.tsx';
import './app/global.css';

// Screens narrower than 1366 get a 768-wide viewport (spec 1 §2).
if (window.screen.width < NARROW_SCREEN) {
  document.querySelector('meta[name="viewport"]')?.setAttribute('content', `width=${NARROW_VIEWPORT}, initial-scale=1.0`);
}
setupApp();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
