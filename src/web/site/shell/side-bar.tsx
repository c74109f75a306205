import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { sideLinks } from './nav-links.ts';

/** The collapsible side bar; NavLink marks the current route with aria-current="page" for styling and screen readers. */
export const SideBar = () => {
  // Open beside the content on wide screens; folded away on phones, where it would push the page down.
  const [collapsed, setCollapsed] = useState(() => !window.matchMedia?.('(min-width: 1024px)').matches);
  return (
    <aside className={`side-bar${collapsed ? ' collapsed' : ''}`} aria-label="Quick links">
      <button type="button" aria-expanded={!collapsed} aria-controls="side-links" onClick={() => setCollapsed((c) => !c)}>
        {collapsed ? 'Show quick links' : 'Hide quick links'}
      </button>
      <ul id="side-links" hidden={collapsed}>
        {sideLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </aside>
  );
};
