import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { sideColumn, useCrossing, useMedia } from './breakpoints.ts';
import { sideLinks } from './nav-links.ts';
import { useSay } from '../../common/say.ts';

/**
 * The collapsible side bar; NavLink marks the current route with aria-current="page" for styling and screen readers.
 * Open beside the content on wide screens; on narrower ones a strip above the page, folded away at first because
 * open it pushes the page down, and folded again after following one of its links or pressing Escape in it.
 */
export const SideBar = () => {
  const say = useSay();
  const column = useMedia(sideColumn);
  const [open, setOpen] = useState(column);
  const { pathname } = useLocation();
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A resize across the breakpoint gives the shape that width starts with, not the one left from the other.
  useCrossing(sideColumn, setOpen);
  // A new page folds the strip.
  useEffect(() => {
    if (!column) setOpen(false);
  }, [pathname, column]);
  useEffect(() => {
    if (!open || column) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !root.current?.contains(document.activeElement)) return;
      // Heard first (capturing), so the main menu stays as it is.
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', close, true);
    return () => document.removeEventListener('keydown', close, true);
  }, [open, column]);

  return (
    <aside ref={root} className={`side-bar${open ? '' : ' collapsed'}`} aria-label={say('shell.quickLinks')}>
      <button ref={button} type="button" aria-expanded={open} aria-controls="side-links" onClick={() => setOpen((o) => !o)}>
        {say(open ? 'shell.hideQuickLinks' : 'shell.showQuickLinks')}
      </button>
      <ul id="side-links" hidden={!open}>
        {sideLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{say(link.label)}</NavLink>
          </li>
        ))}
      </ul>
    </aside>
  );
};
