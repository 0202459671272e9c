import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useSession } from './session.ts';
import { showMessagesWith } from './toast.ts';

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

// Dates follow the session's language: set before the first page here renders, then on each change.
const dayjsLocale = (language: string) => void dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
dayjsLocale(useSession.getState().language);
useSession.subscribe((s, prev) => {
  if (s.language !== prev.language) dayjsLocale(s.language);
});

/**
 * Every screen but the login page: antd's App (the message, modal and notification hooks of
 * `App.useApp()`), TanStack Query and dayjs. Loaded with the first of those screens, so the login
 * page's first load carries none of them (~25 KiB gzip).
 */
export default function Providers() {
  return (
    <AntApp>
      <MessagesFromOutside />
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </AntApp>
  );
}

/** Hands this App's message API to the HTTP client's refusals (app/toast.ts). */
function MessagesFromOutside() {
  const { message } = AntApp.useApp();
  useEffect(() => showMessagesWith(message), [message]);
  return null;
}
