import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api, ApiError, fallbackMessage } from '../../common/api.ts';
import { useSession } from '../../common/session.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';
import { ChangeEmailForm } from './change-email-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { defaultSettings, settingLabels, type Settings } from './settings-fields.ts';
import { defaultLocale, type Locale } from '../../../registry/locales.ts';
import { MessageLanguage } from './message-language.tsx';

/**
 * SPEC.md §9's toggles. A signed-in member's choices are saved on the server as soon as they flip one; a visitor
 * sees the defaults and is invited to sign in. A signed-in member also changes their password and email here.
 */
export const SettingsPage = () => {
  const user = useSession();
  const [settings, setSettings] = useState<Settings>(defaultSettings);
  const [locale, setLocale] = useState<Locale>(defaultLocale);
  const [loading, setLoading] = useState(Boolean(user));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    setLoading(true);
    api
      .get<{ user: { settings: Partial<Settings> | null; locale?: Locale } }>('auth/me', undefined, controller.signal)
      .then(({ user: me }) => {
        setSettings({ ...defaultSettings, ...me.settings });
        setLocale(me.locale ?? defaultLocale);
      })
      .catch((e: Error) => e.name !== 'AbortError' && setError(e.message))
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [user?.id]);

  const toggle = async (name: keyof Settings) => {
    const next = { ...settings, [name]: !settings[name] };
    setSettings(next);
    setSaved(null);
    setError(null);
    if (!user) return;
    try {
      await api.patch(`auth/users/${user.id}`, { settings: next });
      setSaved(`${settingLabels[name].label} ${next[name] ? 'turned on' : 'turned off'}. Saved.`);
    } catch (e) {
      setSettings(settings);
      setError(e instanceof ApiError ? e.message : fallbackMessage);
    }
  };

  return (
    <div className="container narrow">
      <PageHeader page='/settings' />
      {!user ? (
        <p className="notice">
          <Link to="/login?next=/settings">Sign in</Link> to keep your settings on every device.
        </p>
      ) : null}
      {loading ? (
        <Loading text="Loading your settings..." />
      ) : (
        <ul className="settings">
          {(Object.keys(settingLabels) as (keyof Settings)[]).map((name) => (
            <li key={name} className="setting">
              <div>
                <label htmlFor={`setting-${name}`}>{settingLabels[name].label}</label>
                <p className="muted small" id={`setting-${name}-help`}>
                  {settingLabels[name].help}
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
          <h2 id="messages-title">Messages</h2>
          <MessageLanguage userId={user.id} initial={locale} />
        </section>
      ) : null}
      {user ? (
        <section className="sign-in-details" aria-labelledby="sign-in-details-title">
          <h2 id="sign-in-details-title">Sign-in details</h2>
          <ChangePasswordForm />
          <ChangeEmailForm current={user.email} />
        </section>
      ) : null}
    </div>
  );
};
