import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { session, useSession } from '../../common/session.ts';
import { fullTopBar, useCrossing } from './breakpoints.ts';
import { menus } from './nav-links.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { NavMenu } from './nav-menu.tsx';
import { useSay } from '../../common/say.ts';

export const TopBar = () => {
  const say = useSay();
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
      <Link to="/" className="logo" aria-label={say('shell.home')}>
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>ElimuHub</span>
      </Link>
      <button ref={menuButton} type="button" className="hamburger" aria-expanded={open} aria-controls="main-menu" onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{say('shell.menu')}</span>
      </button>
      <nav id="main-menu" aria-label={say('shell.mainNav')} className={open ? 'open' : ''}>
        <ul>
          {menus.map((item) =>
            'items' in item ? (
              <NavMenu key={item.label} label={say(item.label)}>
                {item.items.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{say(link.label)}</Link>
                  </li>
                ))}
              </NavMenu>
            ) : (
              <li key={item.to}>
                <NavLink to={item.to}>{say(item.label)}</NavLink>
              </li>
            ),
          )}
        </ul>
        <ul className="account-links">
          <li>
            <LanguageSwitch />
          </li>
          {user ? (
            // One menu under the member's name: the row stays as short signed in as signed out.
            <NavMenu
              className="account-menu"
              label={
                <>
                  <span className="visually-hidden">{say('shell.account')}</span>
                  <span className="user-name">{user.name}</span>
                </>
              }
            >
              <li>
                <Link to="/profile">{say('nav.profile')}</Link>
              </li>
              <li>
                <Link to="/saved">{say('nav.saved')}</Link>
              </li>
              <li>
                <button type="button" className="link-button" onClick={logout}>
                  {say('shell.logout')}
                </button>
              </li>
            </NavMenu>
          ) : (
            <>
              <li>
                <Link to="/login">{say('shell.login')}</Link>
              </li>
              <li>
                <Link to="/register" className="button">
                  {say('shell.subscribe')}
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
};
