import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder until the application shell lands (its own issue): shows the product is up.
function Placeholder() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 48 }}>
      <h1>商铺管理平台</h1>
      <p>服务已启动。接口文档: <a href="/api/docs">/api/docs</a></p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
