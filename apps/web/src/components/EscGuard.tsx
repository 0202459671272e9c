import { useRef, type ReactNode } from 'react';

/** A dropdown that is showing: a select's (tree select's, cascader's) list, a date picker's panel, a menu. */
const OPEN_POPUP =
  '.ant-select-dropdown:not(.ant-select-dropdown-hidden), .ant-picker-dropdown:not(.ant-picker-dropdown-hidden), .ant-dropdown:not(.ant-dropdown-hidden)';

/** Whether an Esc pressed now closes a dropdown rather than the dialog. */
function dropdownOpen(target: EventTarget | null): boolean {
  const el = target instanceof Element ? target : null;
  return !!el?.closest('[aria-expanded="true"]') || !!document.querySelector(OPEN_POPUP);
}

/**
 * Keeps Esc for the dropdown it closes: antd's Select stops the key itself, but a TreeSelect or a date
 * picker lets it on to the dialog, which then closes too. Seen on the way down (before the control
 * closes its list), stopped on the way up (after it has), so the control still gets the key.
 */
function EscGuard({ children }: { children: ReactNode }) {
  const forDropdown = useRef(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only watches Esc on its way from the controls inside
    <div
      onKeyDownCapture={(e) => {
        forDropdown.current = e.key === 'Escape' && dropdownOpen(e.target);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && forDropdown.current) e.stopPropagation();
        forDropdown.current = false;
      }}
    >
      {children}
    </div>
  );
}

/** A Modal's `modalRender` that closes an open dropdown on Esc, and the dialog only on the next Esc. */
export const escGuard = (node: ReactNode) => <EscGuard>{node}</EscGuard>;
