import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** A dropdown of the top bar: a real button with aria-expanded, closed by Escape (back on
 * its button), a click outside, a click on one of its items or navigation. */
export const NavMenu = ({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        // Only this menu closes, not the phone's main menu around it (top-bar.tsx).
        event.preventDefault();
        setOpen(false);
        // The keyboard stays where the menu was opened, not on a link that is now hidden.
        button.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    // Capturing, so it is heard before the main menu's own Escape.
    document.addEventListener('keydown', close, true);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close, true);
    };
  }, [open]);

  return (
    <li className={`nav-menu${className ? ` ${className}` : ''}`} ref={root}>
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label} <span aria-hidden="true">▾</span>
      </button>
      {/* A click on an item closes the menu even when its link is the page already shown. */}
      <ul id={id} hidden={!open} onClick={(event) => (event.target as Element).closest('a, button') && setOpen(false)}>
        {children}
      </ul>
    </li>
  );
};
