/**
 * Records each listing or job as it becomes approved — by a moderator's decision, or created approved by staff —
 * in the same transaction, so the saved-search alerts find what is new since they last looked.
 */
import { searchableLists } from '../../registry/saved-targets.ts';
import type { HookMap } from '../crud/hooks.ts';
import { nowIso } from '../../registry/clock.ts';

export const approvalHooks: HookMap = Object.fromEntries(
  searchableLists.map((resource) => [
    resource,
    [
      {
        async afterChange({ before, after }, { db }) {
          if (after?.moderation !== 'approved' || before?.moderation === 'approved') return;
          await db
            .insertInto('_listing_approvals')
            .values({ resource, record_id: after.id as number, approved_at: nowIso() })
            .execute();
        },
      },
    ],
  ]),
);
