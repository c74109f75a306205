import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSay } from '../../common/say.ts';
import type { InstitutionKind } from '../institutions/kinds.ts';
import { Loading } from '../ui/states.tsx';
import type { Near } from './near-query.ts';
import './near-me.css';

// The form, its place search and its words load when the reader opens it: the list page itself carries only this.
const NearMeForm = lazy(() => import('./near-me-form.tsx').then((m) => ({ default: m.NearMeForm })));

/**
 * "Schools near me" on a directory list: what the list is near, if anything, and the way to choose (near-me-form.tsx).
 * Opened at once when the reader arrives from a "near me" link (`#near-me`, the home page's); nothing is asked of the
 * browser until its location button is pressed.
 */
export const NearMe = ({ kind, near, onChange }: { kind: InstitutionKind; near: Near | null; onChange: (next: Record<string, string>) => void }) => {
  const say = useSay();
  // 'asked' when opened by its button: the form then takes the focus the button had.
  const [open, setOpen] = useState<false | 'arrived' | 'asked'>(false);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (location.hash !== '#near-me') return;
    setOpen('arrived');
    section.current?.scrollIntoView();
  }, []);

  return (
    <section id="near-me" ref={section} className="near-me" aria-labelledby="near-me-title">
      <h2 id="near-me-title">{say(`near.title.${kind}`)}</h2>
      <p className={near ? 'near-now' : 'muted'}>
        {near ? say(near.place ? 'near.showing.place' : 'near.showing.here', { km: say.format.number(near.radiusKm), place: near.place }) : say('near.lead')}{' '}
        {near ? (
          <button type="button" className="link-button" onClick={() => onChange({ near: '', radius_km: '', place: '', _sort: '' })}>
            {say('near.clear')}
          </button>
        ) : null}
      </p>
      {open ? (
        <Suspense fallback={<Loading />}>
          <NearMeForm kind={kind} near={near} onChange={onChange} focus={open === 'asked'} />
        </Suspense>
      ) : (
        <button type="button" className={near ? 'secondary' : undefined} onClick={() => setOpen('asked')}>
          {say(near ? 'near.change' : 'near.open')}
        </button>
      )}
    </section>
  );
};
