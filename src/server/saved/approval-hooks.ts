/**
 * Records each listing or job as it becomes approved — by a moderator's decision, or created approved by staff —
 * in the same transaction, so the saved-search alerts find what is new since they last looked.
 */
import type { BehaviourHooks } from '../crud/hooks.ts';
import { nowIso } from '../../registry/clock.ts';

/** Every list a search can be saved from (`searchableLists`, by the rule in behaviours.ts). */
export const recordsApprovalForAlerts: BehaviourHooks<'records-approval-for-alerts'> = {
  async afterChange({ before, after }, { db, resource }) {
    if (after?.moderation !== 'approved' || before?.moderation === 'approved') return;
    await db
      .insertInto('_listing_approvals')
      .values({ resource: resource.name, record_id: after.id as number, approved_at: nowIso() })
      .execute();
  },
};
