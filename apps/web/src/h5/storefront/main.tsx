import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import StorefrontPage from './StorefrontPage.tsx';
import '../../app/global.css';

// The published storefront's own entry (h5.html, served for /h5/page/*): customers' phones load the
// block previews without the back office's shell, antd and state libraries. Links are plain anchors.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StorefrontPage />
    </BrowserRouter>
  </StrictMode>,
);
