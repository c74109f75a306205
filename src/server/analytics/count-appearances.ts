/**
 * Which rows of a list answer count as appearances: approved listings, shown to a visitor or a member who is not
 * staff and does not own the row (moderators at work and owners checking their own list are no audience).
 */
import { staffRoles } from '../../registry/access.ts';
import { deskListings } from '../../registry/owner-desks.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import type { SearchAppearances } from './search-appearances.ts';

const counted = new Set(deskListings.map(({ resource }) => resource));

interface Row {
  id?: unknown;
  owner_id?: unknown;
  moderation?: unknown;
}

export const countAppearances =
  (appearances: SearchAppearances) =>
  (user: Principal, resource: Resource, body: string) => {
    if (!counted.has(resource.name) || user?.roles.some((role) => (staffRoles as readonly string[]).includes(role))) return;
    const rows = JSON.parse(body) as Row[];
    const ids = rows
      .filter((row) => row.moderation === 'approved' && (user === null || row.owner_id !== user.id))
      .map((row) => Number(row.id));
    if (ids.length) appearances.add(resource.name, ids);
  };
