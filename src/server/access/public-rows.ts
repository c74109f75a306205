/**
 * The rows of a moderated resource anyone may see: the approved ones, and for a resource shown within another
 * (`publicWith`: a product within its shop, a review within the school it is about, a product's sizes within
 * the product) only while that row is public too, so a shop waiting for review, or a school taken down, shows none
 * of its products or reviews, by list, by id, in a cart or in a sitemap.
 */
import { sql } from 'kysely';
import { getResource } from '../../registry/index.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Condition } from './party-conditions.ts';

/** The rows `publicWith` may point to: one resource for a reference, or one per kind for a `target_type`/`target_id` pair. */
const parentsOf = (resource: Resource): { resource: Resource; kind?: [field: string, value: string] }[] => {
  const field = resource.fields[resource.publicWith!]!;
  if (field.ref) return [{ resource: getResource(field.ref) }];
  return Object.entries(field.about!.resources!).map(([value, name]) => ({ resource: getResource(name), kind: [field.about!.by, value] }));
};

export const publicRows =
  (resource: Resource, alias = resource.table): Condition =>
  (eb) => {
    // A public resource shown within another (a product's sizes) has no review of its own: its parent's decides.
    const approved = resource.visibility === 'moderated' ? [eb(`${alias}.moderation`, '=', 'approved')] : [];
    if (!resource.publicWith) return approved[0]!;
    // The parent row is looked up by its key for each row read (EXISTS), never listed whole: `IN (SELECT id …)` read
    // every approved school to show one school's reviews, a cost that grows with the directory. Each level of
    // nesting (a reply within its review within its school) names its parent apart, so no reference means another.
    const up = `${alias}_up`;
    const within = parentsOf(resource).map(({ resource: parent, kind }) => {
      const shown = eb.exists(
        eb
          .selectFrom(`${parent.table} as ${up}`)
          .select(sql.lit(1).as('one'))
          .whereRef(`${up}.id`, '=', `${alias}.${resource.publicWith}`)
          .where(publicRows(parent, up)),
      );
      return kind ? eb.and([eb(`${alias}.${kind[0]}`, '=', kind[1]), shown]) : shown;
    });
    const parentShown = within.length === 1 ? within[0]! : eb.or(within);
    // A row that may stand alone (a job its employer did not post) is public on its own moderation.
    const alone = !resource.fields[resource.publicWith]!.required;
    return eb.and([...approved, alone ? eb.or([eb(`${alias}.${resource.publicWith}`, 'is', null), parentShown]) : parentShown]);
  };

/** The tables a public answer about the resource depends on, so a cached one goes when any of them changes. */
export const publicTables = (resource: Resource): string[] =>
  resource.publicWith ? [...new Set([resource.table, ...parentsOf(resource).flatMap(({ resource: parent }) => publicTables(parent))])] : [resource.table];

/** Whether a row is public, as SQL over the row's own columns (`row` names it in a trigger), and those columns. */
export interface PublicFlag {
  columns: string[];
  is: (row: string) => string;
}

/**
 * Whether a row is public as its own columns say (the SQL of `publicRows` for it, which the spatial index keeps
 * beside each point), or undefined when a parent row decides too (`publicWith`).
 */
export const publicFlag = (resource: Resource): PublicFlag | undefined => {
  if (resource.publicWith) return undefined;
  if (resource.visibility === 'moderated') return { columns: ['moderation'], is: (row) => `${row}.moderation = 'approved'` };
  return { columns: [], is: () => (resource.visibility === 'public' ? '1' : '0') };
};
