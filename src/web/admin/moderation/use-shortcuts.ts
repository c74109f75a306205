/**
 * The desk's keyboard: one letter a command, as in a mail client. A key typed into a field (the reject reason, the
 * type filter's search) is text, not a command, and so is one pressed with Ctrl, Alt or Cmd (the browser's own).
 */
import { useEffect, useRef } from 'react';

export const shortcuts = [
  { key: 'j', does: 'Next row' },
  { key: 'k', does: 'Previous row' },
  { key: 'o', does: 'Show or hide the changes of the row' },
  { key: 'x', does: 'Select or unselect the row' },
  { key: 'a', does: 'Approve the selected rows, or else the row (asks first)' },
  { key: 'r', does: 'Reject the selected rows, or else the row (asks why)' },
  { key: '?', does: 'Show these shortcuts' },
] as const;

export type ShortcutKey = (typeof shortcuts)[number]['key'];

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Calls `on[key]` for a shortcut pressed while `enabled` (no dialog open). */
export const useShortcuts = (on: Record<ShortcutKey, () => void>, enabled: boolean) => {
  // The handlers change with every render; the listener is added once and reads the latest.
  const latest = useRef({ on, enabled });
  latest.current = { on, enabled };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!latest.current.enabled || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const handler = latest.current.on[event.key as ShortcutKey];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
};
