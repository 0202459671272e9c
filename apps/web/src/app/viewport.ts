import { NARROW_SCREEN, NARROW_VIEWPORT } from '@yym/contract';

/** A customer's phone page: laid out at the device's own width, unzoomed. */
export const PHONE_VIEWPORT = 'width=device-width, initial-scale=1';

/** The back office: screens narrower than 1366 get a 768-wide layout (spec 1 §2), others their own width. */
export const backOfficeViewport = (): string =>
  window.screen.width < NARROW_SCREEN ? `width=${NARROW_VIEWPORT}, initial-scale=1.0` : 'width=device-width, initial-scale=1.0';

/** Set the page's viewport meta (only when it changes: a change makes the browser lay the page out again). */
export function setViewport(content: string): void {
  const meta = document.querySelector('meta[name="viewport"]');
  if (meta && meta.getAttribute('content') !== content) meta.setAttribute('content', content);
}
