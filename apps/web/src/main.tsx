import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupApp } from './app/setup.ts';
import { loadRegistry, needsRegistry } from './app/lazy-registry.ts';
import { PHONE_VIEWPORT, backOfficeViewport, setViewport } from './app/viewport.ts';
import App from './app/App.tsx';
import './app/global.css';

setupApp();

async function start() {
  // A public customer page is a phone page (its own width); the back office on a screen narrower than 1366
  // gets a 768-wide viewport (spec 1 §2). Set before the first render, so the page is laid out once. The
  // login pages are never public pages: they render without waiting for the page registry.
  const path = window.location.pathname;
  const registry = needsRegistry(path) ? await loadRegistry().catch(() => null) : null;
  setViewport(registry?.findPublicPage(path) ? PHONE_VIEWPORT : backOfficeViewport());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
void start();
