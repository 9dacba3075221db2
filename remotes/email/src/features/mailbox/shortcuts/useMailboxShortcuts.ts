import { useEffect, useRef } from 'react';

export interface MailboxShortcutHandlers {
  /** j / ArrowDown (+1), k / ArrowUp (-1). */
  move: (step: 1 | -1) => void;
  /** e: archive (to trash) the current email. */
  trash: () => void;
  /** /: the search field. */
  search: () => void;
  /** ?: the list of shortcuts. */
  help: () => void;
}

/** Where typing goes: a shortcut there would eat the user's text. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('[contenteditable]:not([contenteditable="false"])') !== null ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

/**
 * The mailbox's keyboard: j/k or the arrows to move, e to trash, / to search, ? for help (Enter opens
 * the focused email, as any button). Nothing fires while typing in a field, with a modifier held, or
 * while a dialog is open (`enabled` false).
 */
export function useMailboxShortcuts(enabled: boolean, handlers: MailboxShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      // A menu or dialog of the page keeps its own keys.
      if (event.target instanceof HTMLElement && event.target.closest('[role="dialog"],[role="menu"]'))
        return;
      const h = latest.current;
      const run = (action: () => void) => {
        event.preventDefault();
        action();
      };
      switch (event.key) {
        case 'j':
        case 'ArrowDown':
          return run(() => h.move(1));
        case 'k':
        case 'ArrowUp':
          return run(() => h.move(-1));
        case 'e':
          return run(h.trash);
        case '/':
          return run(h.search);
        case '?':
          return run(h.help);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

/** The shortcuts as the help dialog lists them: keys and the translation key of what they do. */
export const SHORTCUTS = [
  { keys: ['j', '↓'], action: 'next' },
  { keys: ['k', '↑'], action: 'previous' },
  { keys: ['Enter'], action: 'open' },
  { keys: ['e'], action: 'trash' },
  { keys: ['/'], action: 'search' },
  { keys: ['?'], action: 'help' },
] as const;
