import { useState } from 'react';

/**
 * A dialog's save in progress: `attempt(work)` shows `busy` while the work runs. A failure was already
 * shown by the client (the server's message), so it only ends the wait: the dialog stays open for a
 * correction.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const attempt = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return { busy, attempt };
}
