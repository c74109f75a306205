import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../common/session.ts';
import { useLoginPath } from '../ui/sign-in-required.tsx';
import type { SavedTarget } from './saved-kinds.ts';
import { toggleSaved, useSaved } from './saved-store.ts';
import { useSay } from '../../common/say.ts';
import './saved.css';

/**
 * The heart that saves a school, college, university or job to the member's Saved page. A visitor is sent to
 * sign in and brought back to the same page.
 */
export const SaveToggle = ({ type, id, name }: { type: SavedTarget; id: number; name: string }) => {
  const user = useSession();
  const say = useSay();
  const saved = useSaved(type, id);
  const login = useLoginPath();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const click = async () => {
    if (!user) return navigate(login);
    setError(null);
    try {
      await toggleSaved(type, id);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <div className="save-toggle-box">
      <button
        type="button"
        className={`save-toggle small${saved ? ' saved' : ''}`}
        aria-pressed={saved}
        aria-label={say('saved.toggle.label', { name })}
        onClick={() => void click()}
      >
        <span aria-hidden="true" className="save-heart">
          {saved ? '♥' : '♡'}
        </span>
        <span aria-hidden="true">{say(saved ? 'saved.toggle.saved' : 'saved.toggle.save')}</span>
      </button>
      {error ? (
        <p className="error small" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
};
