import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavMenu as Menu } from './nav-links.ts';

/** A dropdown of the top bar: a real button with aria-expanded, closed by Escape (back on
 * its button), a click outside or navigation. */
export const NavMenu = ({ menu }: { menu: Menu }) => {
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
    <li className="nav-menu" ref={root}>
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {menu.label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} hidden={!open}>
        {menu.items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </li>
  );
};
