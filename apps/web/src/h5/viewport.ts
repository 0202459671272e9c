import { useLayoutEffect } from 'react';
import { PHONE_VIEWPORT, backOfficeViewport, setViewport } from '../app/viewport.ts';

/**
 * A public customer page is a phone page: it has the device's own viewport while shown (the back office
 * widens narrow screens to 768), and gives the back office its viewport back when left.
 */
export function usePhoneViewport(): void {
  useLayoutEffect(() => {
    setViewport(PHONE_VIEWPORT);
    return () => setViewport(backOfficeViewport());
  }, []);
}
