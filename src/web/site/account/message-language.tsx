import { useState } from 'react';
import { api, ApiError, fallbackMessage } from '../../common/api.ts';
import { localeNames, locales, type Locale } from '../../../registry/locales.ts';
import { ErrorText } from '../ui/states.tsx';
import { useSay } from '../../common/say.ts';

/**
 * The language ElimuHub writes to a member in (emails and notifications), saved on their account as soon as
 * they pick one; a failed save puts the previous choice back and says why next to the list.
 */
export const MessageLanguage = ({ userId, initial }: { userId: number; initial: Locale }) => {
  const say = useSay('pages');
  const [locale, setLocale] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (next: Locale) => {
    const before = locale;
    setLocale(next);
    setSaved(false);
    setError(null);
    try {
      await api.patch(`auth/users/${userId}`, { locale: next });
      setSaved(true);
    } catch (e) {
      setLocale(before);
      setError(e instanceof ApiError ? (e.errors.locale ?? e.message) : fallbackMessage);
    }
  };

  return (
    <div className="field">
      <label htmlFor="message-language">{say('account.messages.language')}</label>
      <select id="message-language" value={locale} onChange={(e) => void choose(e.target.value as Locale)} aria-invalid={error ? true : undefined}>
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </select>
      {saved ? (
        <p className="success" role="status">
          {say('account.messages.saved', { language: say(`account.messages.in.${locale}`) })}
        </p>
      ) : null}
      {error ? <ErrorText message={error} /> : null}
    </div>
  );
};
