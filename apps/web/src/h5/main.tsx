import { StrictMode, Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation } from './kit/router.tsx';
import { QueryClient, QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { setHttpHooks } from '../app/http.ts';
import { findRegistered } from '../app/find-page.ts';
import { FeedbackLayer, message } from './kit/index.ts';
import { customerPages } from './pages.ts';
import { H5Message } from './parts.tsx';
import '../app/global.css';

/**
 * The customer app (h5.html, served for every customer path): the customer pages on the light kit,
 * each page its own chunk, with TanStack Query, the HTTP client and the history (kit/router.tsx), and
 * none of the back office's shell, antd, router, session store or i18n. A phone on a weak signal loads this entry and one page.
 */

// Answers come to the components in the same task they arrive in: an answer inlined in the HTML then
// shows with the page's first paint, not a frame after a "加载中" (the default waits for a timer).
notifyManager.setScheduler(queueMicrotask);
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
// Customer calls carry no merchant session; a refusal the page does not show itself is a toast.
setHttpHooks({ onError: (msg) => void message.error(msg) });

const cache = new Map<unknown, LazyExoticComponent<ComponentType>>();
// The page of the address the phone opened starts loading with the entry, not after the first render.
const first = findRegistered(customerPages, window.location.pathname);
const firstCode = first?.();

function Page() {
  const { pathname } = useLocation();
  const loader = findRegistered(customerPages, pathname);
  if (!loader) return <H5Message text="页面不存在" />;
  let C = cache.get(loader);
  if (!C) cache.set(loader, (C = lazy(loader)));
  return <C />;
}

const root = document.getElementById('root')!;
// A first screen the server drew (customer-app.ts) stays until the page's code is in: rendered before,
// the page would suspend and blank it while its chunk downloads.
const drawn = root.firstChild && firstCode ? firstCode.catch(() => undefined) : Promise.resolve();
void drawn.then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
        <FeedbackLayer />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
