import { Link } from 'react-router-dom';
import { useSay } from '../../common/say.ts';

export const Footer = () => {
  const say = useSay();
  return (
    <footer className="footer">
      <nav aria-label={say('shell.footerNav')}>
        <Link to="/about">{say('nav.aboutShort')}</Link>
        <Link to="/contact">{say('nav.contact')}</Link>
        <Link to="/support">{say('nav.support')}</Link>
        <Link to="/terms">{say('nav.terms')}</Link>
      </nav>
      <p>{say('shell.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
};
