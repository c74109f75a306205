import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { session, useSession } from '../../common/session.ts';
import { fullTopBar, useCrossing } from './breakpoints.ts';
import { menus } from './nav-links.ts';
import { NavMenu } from './nav-menu.tsx';

export const TopBar = () => {
  const user = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A window widened past the menu button shows the full row; narrowed again, the menu starts closed.
  useCrossing(fullTopBar, () => setOpen(false));
  useEffect(() => setOpen(false), [pathname]);
  // Escape closes the phone's menu and gives the keyboard back to its button.
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);

  const logout = async () => {
    await session.logout();
    navigate('/login');
  };

  return (
    <header className="top-bar">
      <Link to="/" className="logo" aria-label="ElimuHub home">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>ElimuHub</span>
      </Link>
      <button ref={menuButton} type="button" className="hamburger" aria-expanded={open} aria-controls="main-menu" onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">Menu</span>
      </button>
      <nav id="main-menu" aria-label="Main" className={open ? 'open' : ''}>
        <ul>
          {menus.map((item) =>
            'items' in item ? (
              <NavMenu key={item.label} label={item.label}>
                {item.items.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </NavMenu>
            ) : (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ),
          )}
        </ul>
        <ul className="account-links">
          {user ? (
            // One menu under the member's name: the row stays as short signed in as signed out.
            <NavMenu
              className="account-menu"
              label={
                <>
                  <span className="visually-hidden">Account: </span>
                  <span className="user-name">{user.name}</span>
                </>
              }
            >
              <li>
                <Link to="/profile">Profile</Link>
              </li>
              <li>
                <Link to="/saved">Saved</Link>
              </li>
              <li>
                <button type="button" className="link-button" onClick={logout}>
                  Logout
                </button>
              </li>
            </NavMenu>
          ) : (
            <>
              <li>
                <Link to="/login">Login</Link>
              </li>
              <li>
                <Link to="/register" className="button">
                  Subscribe
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
};
