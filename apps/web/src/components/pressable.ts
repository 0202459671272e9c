import type { KeyboardEvent } from 'react';

/**
 * Makes a tile or menu item that is laid out as a block (and holds blocks) work as a button from the
 * keyboard and for screen readers: focusable, announced as a button, Enter and Space press it.
 */
export function pressable(onPress: () => void, how: { label?: string; pressed?: boolean } = {}) {
  return {
    role: 'button' as const,
    tabIndex: 0,
    'aria-label': how.label,
    'aria-pressed': how.pressed,
    onClick: onPress,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      onPress();
    },
  };
}
