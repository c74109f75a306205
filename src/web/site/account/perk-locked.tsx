/** In place of something a plan gives (a webinar's join link, a download): which plans give it, and where to get one. */
import { Link } from 'react-router-dom';
import type { Perk } from '../../../registry/perks.ts';
import { useSession } from '../../common/session.ts';
import { plansGiving, usePlans } from './use-plans.ts';

const what: Record<Perk, string> = {
  priority_support: 'Priority support',
  downloads: 'Downloading resources',
  webinars: 'The join link',
};

export const PerkLocked = ({ perk, compact = false }: { perk: Perk; compact?: boolean }) => {
  const user = useSession();
  const plans = usePlans();
  const names = plans.data ? plansGiving(plans.data.rows, perk) : 'a paid';
  return (
    <p className={compact ? 'perk-locked small' : 'perk-locked notice'}>
      {what[perk]} is for members on the {names} plan.{' '}
      {user ? <Link to="/profile#plans">Choose a plan</Link> : <Link to="/login?next=/profile%23plans">Sign in to choose a plan</Link>}
    </p>
  );
};
