/**
 * Puts text on the clipboard. The Clipboard API exists only on secure pages (https, localhost); a back
 * office opened over plain http on an intranet address falls back to a selected hidden field.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // a refused permission falls through to the old way
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  const done = document.execCommand('copy');
  field.remove();
  return done;
}
