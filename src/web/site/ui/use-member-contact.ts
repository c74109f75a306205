import { useEffect, type Dispatch, type SetStateAction } from 'react';
import type { SessionUser } from '../../common/session.ts';

/**
 * Fills a form's empty name and email with the signed-in member's once the member is known: a page's first render
 * is the signed-out one the server sent (docs/server-rendering.md), so a form's first values cannot hold them.
 */
export const useMemberContact = <V extends { name: string; email: string }>(user: SessionUser | null, setValues: Dispatch<SetStateAction<V>>) => {
  useEffect(() => {
    if (user) setValues((v) => ({ ...v, name: v.name || user.name, email: v.email || user.email }));
  }, [user, setValues]);
};
