import type { SessionUser } from '../../common/session.ts';

/** docs/product.md#profile: the plan; Gold if subscribed with no plan; otherwise None. */
export const subscriptionOf = (user: Pick<SessionUser, 'plan' | 'subscribed'>) => user.plan || (user.subscribed ? 'Gold' : 'None');
