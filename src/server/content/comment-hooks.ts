/** A comment is on something that exists: a news story, post, archive entry or event. */
import { getResource } from '../../registry/index.ts';
import { commentTargetResources as targets } from '../../registry/resources/content.ts';
import type { BehaviourHooks } from '../crud/hooks.ts';
import { badRequest } from '../http-error.ts';

export const commentsOnSomething: BehaviourHooks<'comments-on-something'> = {
  'content/comments': {
    async beforeCreate(values, { db }) {
      const type = String(values.target_type);
      const found = await db
        .selectFrom(getResource(targets[type as keyof typeof targets]).table)
        .select('id')
        .where('id', '=', values.target_id as number)
        .executeTakeFirst();
      if (!found) throw badRequest(`There is no ${type} with id ${values.target_id} to comment on.`, { target_id: `No ${type} with id ${values.target_id}.` });
    },
  },
};
