import { useRef } from 'react';

/**
 * Focus goes back to whatever had it when a Radix dialog opened. Radix only restores focus to its own
 * `Dialog.Trigger`; our dialogs are controlled (opened from buttons, menu items, rows), so without this
 * focus would fall to <body> on close.
 */
export function useFocusReturn() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = previous.current;
      previous.current = null;
      if (target && target.isConnected && target !== document.body) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
