import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { formatDate, formatKes } from '../../common/format.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { session, useSession } from '../../common/session.ts';
import { basicContent, perkLabels } from '../../../registry/perks.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';
import { subscriptionOf } from './plan-rule.ts';
import { PlanPurchase } from './plan-purchase.tsx';
import { usePlans } from './use-plans.ts';

interface MyPlan {
  plan: string | null;
  ends_at: string | null;
}

const Plans = ({ mine, onActive }: { mine: MyPlan | undefined; onActive: () => void }) => {
  const plans = usePlans();
  if (plans.loading) return <Loading text="Loading plans..." />;
  if (plans.error) return <ErrorText message={plans.error} />;
  return (
    <ul className="card-grid plans">
      {plans.data!.rows.map((plan) => {
        const current = plan.name === mine?.plan;
        return (
          <li key={plan.id} className={`card plan${current ? ' current' : ''}`}>
            <h3>{plan.name}</h3>
            <p className="price">
              {formatKes(plan.price)} <span className="muted small">per month</span>
            </p>
            <ul>
              {[basicContent, ...(plan.perks ?? []).map((perk) => perkLabels[perk])].map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            {current ? <p className="badge">Your plan{mine?.ends_at ? ` until ${formatDate(mine.ends_at)}` : ''}</p> : null}
            {plan.price > 0 && mine ? <PlanPurchase plan={plan} renew={current} onActive={onActive} /> : null}
          </li>
        );
      })}
    </ul>
  );
};

export const ProfilePage = () => {
  const user = useSession();
  const mine = useFetch(user ? (signal) => api.get<MyPlan>('plans/mine', undefined, signal) : null, `plans/mine ${user?.id}`);
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
      <PageHeader page='/profile' />
      {reason ? (
        <p className="success-panel" role="status">
          {reason}
        </p>
      ) : null}
      <section className="card profile">
        <dl>
          <div>
            <dt>Name</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{user.roles.join(', ')}</dd>
          </div>
          <div>
            <dt>Subscription</dt>
            <dd>{plan}</dd>
          </div>
        </dl>
        <div className="actions">
          <button type="button" onClick={logout}>
            Logout
          </button>
          <Link to="/contact" className="button secondary">
            Contact Support
          </Link>
        </div>
      </section>
      <nav className="quick-links" aria-label="Your account">
        <Link to="/dashboard">Dashboard</Link>
        <Link to="/notifications">Notifications</Link>
        <Link to="/orders">Orders</Link>
        <Link to="/payments">Payments</Link>
        <Link to="/cart">Cart</Link>
        <Link to="/jobs/resume">Resumes</Link>
        <Link to="/settings">Settings</Link>
      </nav>
      <h2 id="plans">Subscription plans</h2>
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
