import { Link } from 'react-router-dom';
import { useSay, type Say } from '../../common/say.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { Stars } from '../ui/stars.tsx';
import { SaveToggle } from '../saved/save-toggle.tsx';
import { savedTypeOfPath } from '../saved/saved-kinds.ts';
import { Logo } from '../ui/logo.tsx';
import type { RowOf } from '../../../registry/row-type.ts';
import { distanceText } from '../near/distance-text.ts';

type School = RowOf<'institutions/schools'>;
type College = RowOf<'institutions/colleges'>;
type University = RowOf<'institutions/universities'>;

/** A row of any of the three directories, as its card shows it: the fields they share and the facts of each kind. */
export type InstitutionSummary = Pick<
  School | College | University,
  'id' | 'name' | 'region' | 'county' | 'city' | 'logo' | 'rating' | 'review_count' | 'moderation'
> &
  Partial<Pick<School, 'category' | 'boarding' | 'gender' | 'fees_min' | 'fees_max'>> &
  Partial<Pick<College, 'college_type'>> &
  Partial<Pick<University, 'university_type'>> & {
    /** How far from the point a list was asked `near` (docs/near-me.md). */
    distance_km?: number;
  };

/** "Ksh 40,000 – 75,000 a year", one end alone when only one is given. */
export const feesText = (say: Say, low: number | null | undefined, high: number | null | undefined) => {
  if (low == null && high == null) return null;
  if (low == null || high == null || low === high) return say('dir.fees.one', { amount: say.format.kes(low ?? high)! });
  return say('dir.fees.range', { low: say.format.kes(low)!, high: say.format.number(high) });
};

export const InstitutionCard = ({ item, path }: { item: InstitutionSummary; path: string }) => {
  const say = useSay();
  const type = item.college_type
    ? say.choice('college_type', item.college_type)
    : item.university_type
      ? say.choice('university_type', item.university_type)
      : null;
  const kind = [
    item.category ? say('dir.card.schoolCategory', { category: say.choice('category', item.category) }) : type,
    item.boarding && say.choice('boarding', item.boarding),
    item.gender && say.choice('gender', item.gender),
  ]
    .filter(Boolean)
    .join(' · ');
  const fees = feesText(say, item.fees_min, item.fees_max);
  const savedType = savedTypeOfPath(path);
  return (
    <li className="card institution-card">
      <div className="card-head">
        <Logo src={item.logo} name={item.name} size={56} />
        <h2 className="card-title">
          <Link to={`${path}/${item.id}`}>{item.name}</Link>
        </h2>
      </div>
      <p className="muted">{[item.city, item.county].filter(Boolean).join(', ') || say('dir.card.noLocation')}</p>
      {typeof item.distance_km === 'number' ? <p className="card-distance">{distanceText(say, item.distance_km)}</p> : null}
      {kind ? <p className="card-facts">{kind}</p> : null}
      {fees ? <p className="card-fees">{fees}</p> : null}
      <Stars value={item.rating} count={item.review_count} />
      {item.moderation && item.moderation !== 'approved' ? (
        <p className="badge">{say('dir.card.yours', { status: say.choice('moderation', item.moderation) })}</p>
      ) : null}
      <div className="listing-actions">
        <CompareToggle path={path} item={item} />
        {savedType && (!item.moderation || item.moderation === 'approved') ? <SaveToggle type={savedType} id={item.id} name={item.name} /> : null}
      </div>
    </li>
  );
};
