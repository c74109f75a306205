import { Link } from 'react-router-dom';
import { formatKes } from '../../common/format.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { Stars } from '../ui/stars.tsx';
import { SaveToggle } from '../saved/save-toggle.tsx';
import { savedTypeOfPath } from '../saved/saved-kinds.ts';
import { Logo } from '../ui/logo.tsx';

export interface InstitutionSummary {
  id: number;
  name: string;
  region: string | null;
  county: string | null;
  city: string | null;
  logo: string | null;
  rating: number | null;
  review_count: number | null;
  moderation?: string;
  category?: string | null;
  boarding?: string | null;
  gender?: string | null;
  fees_min?: number | null;
  fees_max?: number | null;
  college_type?: string | null;
  university_type?: string | null;
}

/** "KES 40,000 – 75,000 a year", one end alone when only one is given. */
export const feesText = (low: number | null | undefined, high: number | null | undefined) => {
  if (low == null && high == null) return null;
  if (low == null || high == null || low === high) return `${formatKes(low ?? high)} a year`;
  return `${formatKes(low)} – ${high.toLocaleString('en-KE')} a year`;
};

export const InstitutionCard = ({ item, path }: { item: InstitutionSummary; path: string }) => {
  const kind = [item.category ? `${item.category} school` : (item.college_type ?? item.university_type), item.boarding, item.gender].filter(Boolean).join(' · ');
  const fees = feesText(item.fees_min, item.fees_max);
  const savedType = savedTypeOfPath(path);
  return (
    <li className="card institution-card">
      <div className="card-head">
        <Logo src={item.logo} name={item.name} size={56} />
        <h2 className="card-title">
          <Link to={`${path}/${item.id}`}>{item.name}</Link>
        </h2>
      </div>
      <p className="muted">{[item.city, item.county].filter(Boolean).join(', ') || 'Location not provided'}</p>
      {kind ? <p className="card-facts">{kind}</p> : null}
      {fees ? <p className="card-fees">{fees}</p> : null}
      <Stars value={item.rating} count={item.review_count} />
      {item.moderation && item.moderation !== 'approved' ? <p className="badge">Your listing: {item.moderation}</p> : null}
      <div className="listing-actions">
        <CompareToggle path={path} item={item} />
        {savedType && (!item.moderation || item.moderation === 'approved') ? <SaveToggle type={savedType} id={item.id} name={item.name} /> : null}
      </div>
    </li>
  );
};
