import { useLocation } from 'react-router-dom';
import { localeNames, pathIn, type Locale } from '../../../registry/locales.ts';
import { useSay } from '../../common/say.ts';

/** A year: the choice outlasts a session, as a reader expects of a language. */
const keptFor = 60 * 60 * 24 * 365;

/**
 * This page in the other language. The choice is kept in a cookie, so the server sends the reader's language
 * whenever they come back to an address that does not name one (docs/languages.md). It is a full page load:
 * each language's pages are their own, words and all.
 */
export const LanguageSwitch = () => {
  const say = useSay();
  const { pathname, search, hash } = useLocation();
  const other: Locale = say.locale === 'sw' ? 'en' : 'sw';
  const keep = () => {
    document.cookie = `elimuhub_locale=${other}; path=/; max-age=${keptFor}; samesite=lax`;
  };
  return (
    <a
      href={`${pathIn(other, pathname)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      className="language-switch"
      onClick={keep}
      aria-label={say('shell.switchLabel')}
    >
      {localeNames[other]}
    </a>
  );
};
