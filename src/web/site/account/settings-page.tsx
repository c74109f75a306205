import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api, ApiError, fallbackMessage } from '../../common/api.ts';
import { useSession } from '../../common/session.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';
import { ChangeEmailForm } from './change-email-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { defaultSettings, settingNames, type Settings } from './settings-fields.ts';
import { defaultLocale, type Locale } from '../../../registry/locales.ts';
import { MessageLanguage } from './message-language.tsx';
import { useSay } from '../../common/say.ts';
import { readEndpoint } from '../../common/site-data.ts';

/**
 * The toggles of docs/product.md#settings. A signed-in member's choices are saved on the server as soon as they
 * flip one; a visitor sees the defaults and is invited to sign in. A signed-in member also changes their password
 * and email here.
 */
export const SettingsPage = () => {
  const say = useSay('pages');
  const user = useSession();
  const [settings, setSettings] = useState<Settings>(defaultSettings);
  const [locale, setLocale] = useState<Locale>(defaultLocale);
  const [loading, setLoading] = useState(Boolean(user));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  // The member's saved choices, loaded again only for another member: the session's user is a new object each time
  // it is read again (the check with the server on start, a changed name or email), which changes none of them.
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    setLoading(true);
    readEndpoint<{ user: { settings: Partial<Settings> | null; locale?: Locale } }>('auth/me', undefined, controller.signal)
      .then(({ user: me }) => {
        setSettings({ ...defaultSettings, ...me.settings });
        setLocale(me.locale ?? defaultLocale);
      })
      .catch((e: Error) => e.name !== 'AbortError' && setError(e.message))
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [userId]);

  const toggle = async (name: keyof Settings) => {
    const next = { ...settings, [name]: !settings[name] };
    setSettings(next);
    setSaved(null);
    setError(null);
    if (!user) return;
    try {
      await api.patch(`auth/users/${user.id}`, { settings: next });
      setSaved(say(next[name] ? 'account.settings.on' : 'account.settings.off', { setting: say(`account.setting.${name}`) }));
    } catch (e) {
      setSettings(settings);
      setError(e instanceof ApiError ? e.message : fallbackMessage);
    }
  };

  return (
    <div className="container narrow">
      <PageHeader page="/settings" />
      {!user ? (
        <p className="notice">
          <Link to="/login?next=/settings">{say('account.settings.signIn')}</Link> {say('account.settings.everyDevice')}
        </p>
      ) : null}
      {loading ? (
        <Loading text={say('account.settings.loading')} />
      ) : (
        <ul className="settings">
          {settingNames.map((name) => (
            <li key={name} className="setting">
              <div>
                <label htmlFor={`setting-${name}`}>{say(`account.setting.${name}`)}</label>
                <p className="muted small" id={`setting-${name}-help`}>
                  {say(`account.setting.${name}.help`)}
                </p>
              </div>
              <input
                id={`setting-${name}`}
                type="checkbox"
                role="switch"
                className="switch"
                checked={settings[name]}
                onChange={() => void toggle(name)}
                aria-describedby={`setting-${name}-help`}
              />
            </li>
          ))}
        </ul>
      )}
      {saved ? (
        <p className="success" role="status">
          {saved}
        </p>
      ) : null}
      {error ? <ErrorText message={error} /> : null}
      {user && !loading ? (
        <section className="sign-in-details" aria-labelledby="messages-title">
          <h2 id="messages-title">{say('account.settings.messages')}</h2>
          <MessageLanguage userId={user.id} initial={locale} />
        </section>
      ) : null}
      {user ? (
        <section className="sign-in-details" aria-labelledby="sign-in-details-title">
          <h2 id="sign-in-details-title">{say('account.settings.signInDetails')}</h2>
          <ChangePasswordForm />
          <ChangeEmailForm current={user.email} />
        </section>
      ) : null}
    </div>
  );
};
