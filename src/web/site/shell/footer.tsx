import { Link } from 'react-router-dom';
import { useNow } from '../../common/page-data.ts';
import { useSay } from '../../common/say.ts';

/**
 * The year in Nairobi (UTC+3 all year), by the server's clock while the page is adopted: a phone whose clock or time
 * zone is in another year (New Year's Eve in another zone, a clock set wrong) would otherwise write another year than
 * the server's page, and React would throw that page away and draw it again.
 */
const nairobiYear = (now: number) => new Date(now + 3 * 3_600_000).getUTCFullYear();

export const Footer = () => {
  const say = useSay();
  const year = nairobiYear(useNow());
  return (
    <footer className="footer">
      <nav aria-label={say('shell.footerNav')}>
        <Link to="/about">{say('nav.aboutShort')}</Link>
        <Link to="/contact">{say('nav.contact')}</Link>
        <Link to="/support">{say('nav.support')}</Link>
        <Link to="/terms">{say('nav.terms')}</Link>
      </nav>
      <p>{say('shell.rights', { year })}</p>
    </footer>
  );
};
