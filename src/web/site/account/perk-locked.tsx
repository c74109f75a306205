/** In place of something a plan gives (a webinar's join link, a download): which plans give it, and where to get one. */
import { Link } from 'react-router-dom';
import { languageTags } from '../../../registry/locales.ts';
import type { Perk } from '../../../registry/perks.ts';
import { useSay } from '../../common/say.ts';
import { useSession } from '../../common/session.ts';
import { plansGiving, usePlans } from './use-plans.ts';

export const PerkLocked = ({ perk, compact = false }: { perk: Perk; compact?: boolean }) => {
  const say = useSay('pages');
  const user = useSession();
  const plans = usePlans();
  const names = plans.data ? plansGiving(plans.data.rows, perk) : [];
  // "Silver or Gold", "Silver au Gold".
  const plan = names.length
    ? say('perk.plan.named', { names: new Intl.ListFormat(languageTags[say.locale], { type: 'disjunction' }).format(names) })
    : say('perk.plan.any');
  return (
    <p className={compact ? 'perk-locked small' : 'perk-locked notice'}>
      {say(`perk.locked.${perk}`, { plan })}{' '}
      {user ? <Link to="/profile#plans">{say('perk.choose')}</Link> : <Link to="/login?next=/profile%23plans">{say('perk.signIn')}</Link>}
    </p>
  );
};
