import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { session, useSession } from '../../common/session.ts';
import { menus } from './nav-links.ts';
import { NavMenu } from './nav-menu.tsx';

export const TopBar = () => {
  const user = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
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
              <NavMenu key={item.label} menu={item} />
            ) : (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ),
          )}
        </ul>
        <div className="account-links">
          {user ? (
            <>
              <Link to="/profile" className="user-name">
                {user.name}
              </Link>
              <Link to="/profile">Profile</Link>
              <Link to="/saved">Saved</Link>
              <button type="button" className="link-button" onClick={logout}>
                Logout
              </button>
            </>
          ) : (
            <>
              <Link to="/login">Login</Link>
              <Link to="/register" className="button">
                Subscribe
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
};
