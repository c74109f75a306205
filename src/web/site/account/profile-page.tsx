import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useFetch } from '../../common/use-fetch.ts';
import { session, useSession } from '../../common/session.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';
import { subscriptionOf } from './plan-rule.ts';
import { PlanPurchase } from './plan-purchase.tsx';
import { usePlans } from './use-plans.ts';
import { useSay } from '../../common/say.ts';
import { useFormat } from '../../common/use-format.ts';
import { readEndpoint } from '../../common/site-data.ts';
import type { MyPlan } from '../../../registry/my-plan.ts';

/** Roles are rows; the seeded ones have words in each language, another shows as stored. */
const roleWord = (say: ReturnType<typeof useSay>, role: string) => (say.has(`account.role.${role}`) ? say(`account.role.${role}`) : role);

const Plans = ({ mine, onActive }: { mine: MyPlan | undefined; onActive: () => void }) => {
  const say = useSay('pages');
  const format = useFormat();
  const plans = usePlans();
  if (plans.loading) return <Loading text={say('account.plans.loading')} />;
  if (plans.error) return <ErrorText message={plans.error} />;
  return (
    <ul className="card-grid plans">
      {plans.data!.rows.map((plan) => {
        const current = plan.name === mine?.plan;
        return (
          <li key={plan.id} className={`card plan${current ? ' current' : ''}`}>
            <h3>{plan.name}</h3>
            <p className="price">
              {format.kes(plan.price)} <span className="muted small">{say('account.plans.perMonth')}</span>
            </p>
            <ul>
              {[say('account.plans.basic'), ...(plan.perks ?? []).map((perk) => say.choice('perks', perk))].map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            {current ? (
              <p className="badge">{mine?.ends_at ? say('account.plans.yoursUntil', { date: format.date(mine.ends_at) ?? '' }) : say('account.plans.yours')}</p>
            ) : null}
            {plan.price > 0 && mine ? <PlanPurchase plan={plan} renew={current} onActive={onActive} /> : null}
          </li>
        );
      })}
    </ul>
  );
};

export const ProfilePage = () => {
  const say = useSay('pages');
  const user = useSession();
  const mine = useFetch(user ? (signal) => readEndpoint<MyPlan>('plans/mine', undefined, signal) : null, `plans/mine ${user?.id}`);
  const navigate = useNavigate();
  // A page that sent the member here may say what just happened (a password set by a reset link).
  const reason = (useLocation().state as { reason?: string } | null)?.reason;
  if (!user?.username) return <Navigate to="/login?next=/profile" replace />;
  const plan = subscriptionOf(user);

  const logout = async () => {
    await session.logout();
    navigate('/login');
  };

  return (
    <div className="container">
      <PageHeader page="/profile" />
      {reason ? (
        <p className="success-panel" role="status">
          {reason}
        </p>
      ) : null}
      <section className="card profile">
        <dl>
          <div>
            <dt>{say('account.profile.name')}</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>{say('account.email')}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{say('account.profile.role')}</dt>
            <dd>{user.roles.map((role) => roleWord(say, role)).join(', ')}</dd>
          </div>
          <div>
            <dt>{say('account.profile.subscription')}</dt>
            <dd>{plan === 'None' ? say('account.profile.noPlan') : plan}</dd>
          </div>
        </dl>
        <div className="actions">
          <button type="button" onClick={logout}>
            {say('account.profile.logout')}
          </button>
          <Link to="/contact" className="button secondary">
            {say('account.profile.support')}
          </Link>
        </div>
      </section>
      <nav className="quick-links" aria-label={say('account.profile.links')}>
        <Link to="/dashboard">{say('account.link.dashboard')}</Link>
        <Link to="/notifications">{say('account.link.notifications')}</Link>
        <Link to="/orders">{say('account.link.orders')}</Link>
        <Link to="/payments">{say('account.link.payments')}</Link>
        <Link to="/cart">{say('account.link.cart')}</Link>
        <Link to="/jobs/resume">{say('account.link.resumes')}</Link>
        <Link to="/settings">{say('account.link.settings')}</Link>
      </nav>
      <h2 id="plans">{say('account.plans.title')}</h2>
      <Plans
        mine={mine.data}
        onActive={() => {
          mine.reload();
          void session.refresh();
        }}
      />
    </div>
  );
};
