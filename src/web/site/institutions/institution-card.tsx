import { Link } from 'react-router-dom';
import { Stars } from '../ui/stars.tsx';

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
}

export const InstitutionCard = ({ item, path }: { item: InstitutionSummary; path: string }) => (
  <li className="card institution-card">
    <h2 className="card-title">
      <Link to={`${path}/${item.id}`}>{item.name}</Link>
    </h2>
    <p className="muted">{[item.region, item.county].filter(Boolean).join(' · ') || 'Location not provided'}</p>
    <Stars value={item.rating} count={item.review_count} />
    {item.moderation && item.moderation !== 'approved' ? <p className="badge">Your listing: {item.moderation}</p> : null}
  </li>
);
