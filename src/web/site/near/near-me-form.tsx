import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSay } from '../../common/say.ts';
import { readEndpoint } from '../../common/site-data.ts';
import { useFetch } from '../../common/use-fetch.ts';
import type { Place } from '../../../registry/place.ts';
import type { InstitutionKind } from '../institutions/kinds.ts';
import { defaultRadiusKm, nearParams, radiusChoices, type Near } from './near-query.ts';

/** Typing settles for this long before places are looked up, so a word typed fast is one request, not seven. */
const typingPause = 250;

type Point = { lat: number; lng: number };

/**
 * The form of "Schools near me" (near-me.tsx): the reader's own location, asked of the browser only when its button
 * is pressed, or a town or place typed and picked from /api/places, which is also the way on when the browser will
 * not tell. Either sets the directory's address (near-query.ts) through `onChange`, so the list itself comes from
 * the server, paged and sorted nearest first. A chunk of its own with its words, loaded when the reader opens it.
 */
export const NearMeForm = ({
  kind,
  near,
  onChange,
  focus,
}: {
  kind: InstitutionKind;
  near: Near | null;
  onChange: (next: Record<string, string>) => void;
  focus: boolean;
}) => {
  const say = useSay('pages');
  const [radius, setRadius] = useState(near?.radiusKm ?? defaultRadiusKm);
  const [text, setText] = useState(near?.place ?? '');
  // The place last picked: its name in the box is not looked up again.
  const [picked, setPicked] = useState(near?.place ?? '');
  const [asked, setAsked] = useState('');
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState('');
  const placeInput = useRef<HTMLInputElement>(null);
  const locationButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) locationButton.current?.focus();
  }, [focus]);

  useEffect(() => {
    const wanted = text.trim();
    const timer = setTimeout(() => setAsked(wanted.length >= 2 && wanted !== picked ? wanted : ''), typingPause);
    return () => clearTimeout(timer);
  }, [text, picked]);
  const places = useFetch(asked ? (signal) => readEndpoint<Place[]>('places', { q: asked }, signal) : null, `places?${asked}`);

  const choose = (point: Point, place: string) => {
    setMessage('');
    setAsked('');
    setText(place);
    setPicked(place);
    onChange({ ...nearParams(point, radius, place), sort: '' });
  };

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setMessage(say('near.location.unavailable'));
      placeInput.current?.focus();
      return;
    }
    setLocating(true);
    setMessage('');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        choose({ lat: coords.latitude, lng: coords.longitude }, '');
      },
      (error) => {
        setLocating(false);
        setMessage(say(error.code === error.PERMISSION_DENIED ? 'near.location.denied' : 'near.location.failed'));
        placeInput.current?.focus();
      },
      // A position a few minutes old is near enough for a list of schools, and answers at once.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  // Enter picks the first place found for what was typed.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = places.data?.[0];
    if (first && asked === text.trim()) choose(first, first.name);
    else if (text.trim().length >= 2) setAsked(text.trim());
  };

  const found = asked && !places.loading ? (places.data ?? []) : [];
  const changeRadius = (km: number) => {
    setRadius(km);
    if (near) onChange({ radius_km: String(km) });
  };

  return (
    <>
      <form className="near-form" onSubmit={submit} role="search" aria-label={say(`near.title.${kind}`)}>
        <button type="button" ref={locationButton} onClick={locate} disabled={locating}>
          {say(locating ? 'near.locating' : 'near.useLocation')}
        </button>
        <div className="field grow">
          <label htmlFor="near-place">{say('near.place.label')}</label>
          <input
            id="near-place"
            ref={placeInput}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={say('near.place.placeholder')}
            aria-describedby="near-message"
          />
        </div>
        <div className="field">
          <label htmlFor="near-radius">{say('near.radius.label')}</label>
          <select id="near-radius" value={radius} onChange={(e) => changeRadius(Number(e.target.value))}>
            {radiusChoices.map((km) => (
              <option key={km} value={km}>
                {say('near.radius.option', { km: say.format.number(km) })}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div id="near-message" aria-live="polite">
        {message ? <p className="error">{message}</p> : null}
        {places.error ? <p className="error">{say('ui.error', { message: places.error })}</p> : null}
        {asked && !places.loading && !places.error && !found.length ? <p className="muted">{say('near.place.none', { text: asked })}</p> : null}
      </div>
      {found.length ? (
        <ul className="place-options" aria-label={say('near.place.options')}>
          {found.map((place) => (
            <li key={`${place.kind}:${place.name}:${place.county}`}>
              <button type="button" className="secondary" onClick={() => choose(place, place.name)}>
                {say('near.place.option', { name: place.name, kind: say(`near.place.kind.${place.kind}`), county: place.county })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
};
