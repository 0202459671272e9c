import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Where a message from outside React (the HTTP client's refusals) is shown: the message API of the
 * antd App on screen, which registers itself here. antd's static `message` renders nothing under
 * React 19, so a refusal sent through it was never seen.
 */
let shown: MessageInstance | null = null;

export function showMessagesWith(m: MessageInstance): () => void {
  shown = m;
  return () => {
    if (shown === m) shown = null;
  };
}

export const toastError = (msg: string) => void shown?.error(msg);
