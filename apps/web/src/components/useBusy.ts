import type { FormInstance } from 'antd';
import { useState } from 'react';
import { refusedFields } from '../app/refusal.ts';

/**
 * Put a refusal's messages under the fields it names (the contract's check of the body names them),
 * where the merchant is looking; fields the form does not have are left to the message already shown.
 */
export function showRefusedFields(form: FormInstance, e: unknown) {
  const known = new Set(Object.keys(form.getFieldsValue(true) ?? {}));
  const fields = refusedFields(e).filter((f) => known.has(String(f.name[0])));
  if (fields.length) form.setFields(fields.map((f) => ({ name: f.name, errors: [f.message] })));
}

/**
 * A dialog's save in progress: `attempt(work, form?)` shows `busy` while the work runs. A failure was
 * already shown by the client (the server's message, or the contract's when the browser refused the
 * body first), so it only ends the wait, with the message under the field when a form is given: the
 * dialog stays open for a correction.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const attempt = async (work: () => Promise<unknown>, form?: FormInstance) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      if (form) showRefusedFields(form, e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, attempt };
}
