/**
 * A resource definition: one REST base of the API with everything derived from it. `defineResource` adds the
 * fields every row has (id, timestamps, owner, moderation), so a family file only says what is particular.
 */
import { z } from 'zod';
import { f, type Field, type FieldOf } from './fields.ts';
import { actions, ownScope, type Action, type Grants, type Parties, type Visibility } from './access.ts';
import type { DeclaredBehaviour } from './behaviours.ts';

export const families = ['Institutions', 'Jobs', 'Content', 'Events', 'Shop', 'Support', 'Notifications', 'Media', 'Analytics', 'Access'] as const;
export type Family = (typeof families)[number];

export const moderationStates = ['pending', 'approved', 'rejected'] as const;

export interface ResourceInput<Name extends string = string, Declared extends readonly DeclaredBehaviour[] = readonly DeclaredBehaviour[]> {
  /** The REST base under /api, exactly as docs/product.md#bases names it, without the leading slash. */
  name: Name;
  label: string;
  /** One row, for buttons and messages ("Add school"). */
  singular: string;
  family: Family;
  fields: Record<string, Field>;
  visibility: Visibility;
  /** Rows record the account that created them in owner_id (the user, for carts, orders, ratings). */
  owned?: boolean;
  /** The column that holds the owner, when it is not owner_id (users own themselves through id). */
  ownerField?: string;
  /** Actions anyone may take, signed in or not (recording a page view, sending the contact form). */
  open?: readonly Action[];
  /**
   * The actions the API offers at all, to admins too (default: every action). The audit log is only read: its
   * rows are written by the server as other rows change.
   */
  offers?: readonly Action[];
  /** Writes to its rows are recorded in the audit log (default true; records of visits are records already). */
  audited?: boolean;
  /** Grants seeded for each role; admin holds every grant on every resource and is not listed. */
  grants: Grants;
  /**
   * Who besides the owner has a stake in a row, for grants scoped to a relation (`list:employer`). The owner is
   * the party `own`; give it here only to limit what the owner may change.
   */
  parties?: Parties;
  /** Public rows carry the author's display name ("Wanjiru K."), never their account id. */
  byline?: boolean;
  /** Fields searched by `q`, most important first. */
  search?: readonly string[];
  /** Extra composite indexes for common filter + sort pairs (single filter fields are indexed by `index`). */
  indexes?: readonly (readonly string[])[];
  /** Fields worth a single-column index (frequent filters and sorts). */
  index?: readonly string[];
  /**
   * Fields a list may be sorted by, besides id, the title (unless long text), updated_at and the default sort
   * (default: created_at and the `index` fields).
   * Each gets an index that serves the sort behind the visibility condition, so no list sorts a whole table.
   */
  sortable?: readonly string[];
  /** Equality filters most lists carry (a county): each gets an index per sortable field behind it. */
  facets?: readonly string[];
  /**
   * Choices the list counts per value for its filters (`GET /api/{base}/facets`), each counted with every other
   * active filter applied. Fields are grouped: each group is counted in one pass over an index holding the group's
   * columns, grouped by their combinations, so a group's combinations must stay few (hundreds, a few thousand).
   */
  counted?: readonly (readonly string[])[];
  /**
   * Fields the admin offers as list filters (default: the columns, facets and indexed fields, the creation date,
   * and every choice, yes/no and relation), so a list offers what narrows it, not every address line.
   */
  filters?: readonly string[];
  /** Sets of fields that must be unique together. */
  unique?: readonly (readonly string[])[];
  /** The field that names a row in lists, selects and titles. */
  title: string;
  /** Columns shown in list screens, in order. */
  columns: readonly string[];
  defaultSort: readonly [string, 'asc' | 'desc'];
  /** The public site's page of a row, `:id` standing for its id (sitemaps and canonical links are made from it). */
  page?: `/${string}:id`;
  /**
   * A reference to a moderated row this one is shown within, or a `target_id` whose `about` names the resources by
   * kind: it is public only while that row is (a product's shop, a review's school, a job's employer, a variant's
   * product: a public resource with publicWith has no review of its own, its parent's decides). A row whose
   * reference may be empty (a job posted without an employer) is public on its own moderation while it is empty.
   */
  publicWith?: string;
  /**
   * Rows a side-by-side comparison shows first (server-kept ones such as the rating, or a town); every other
   * field a member sets with a comparable kind follows on its own (compare-fields.ts).
   */
  compare?: readonly string[];
  /**
   * What the server does when a row is written, beyond storing it, by the names of behaviours.ts (in the order
   * they run): each is implemented once in src/server/behaviours.ts. Behaviours that apply by a rule (the scam
   * guard of every moderated resource) are not declared; `behaviourOf(resource)` lists them all.
   */
  behaviour?: Declared;
  /**
   * The one-line text field holding the row's point as "latitude, longitude" (coordinates.ts): the server keeps the
   * numbers in `latitude` and `longitude` on every write, and a spatial index on them, for lists near a point
   * (`near`, `_sort=distance`) and the map (`GET /api/{base}/map`). docs/near-me.md.
   */
  located?: string;
}

/**
 * `Fields` is what the definition wrote, kept as types (fields.ts `FieldOf`), so a row's type is derived from it
 * (row-type.ts); code that reads any resource sees each field as a plain `Field`. `Declared` is its declared
 * behaviours, kept as written, so each behaviour's hooks are checked against the resources that declare it.
 */
export interface Resource<
  Name extends string = string,
  Fields extends Record<string, Field> = Record<string, Field>,
  Declared extends readonly DeclaredBehaviour[] = readonly DeclaredBehaviour[],
> extends Required<Omit<ResourceInput<Name, Declared>, 'fields' | 'ownerField' | 'page' | 'publicWith' | 'located'>> {
  fields: Record<string, Field> & Fields;
  ownerField: string | null;
  located: string | null;
  page: string | null;
  publicWith: string | null;
  table: string;
}

/** Changes an owner made to an approved row: the new values, who asked and when. */
export const revisionSchema = z.object({
  changes: z.record(z.string(), z.unknown()),
  by: z.number().int(),
  at: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

const systemFields = (input: ResourceInput): Record<string, Field> => ({
  id: f.integer({ label: 'ID', system: true }),
  ...(input.owned ? { owner_id: f.ref('auth/users', { label: 'Owner', system: true }) } : {}),
  ...(input.visibility === 'moderated'
    ? {
        moderation: f.enum(moderationStates, { label: 'Moderation', default: 'pending', staff: true }),
        // An owner's edit of an approved row waits here for review while the public keeps the approved version.
        revision: f.json(revisionSchema, { label: 'Changes waiting for review', system: true, readers: [ownScope] }),
        revised: f.boolean({ label: 'Changes waiting', system: true, default: false, readers: [ownScope] }),
        moderation_note: f.text({ label: 'Moderation note', max: 500, staff: true, readers: [ownScope] }),
        // Why the server held the row for review by itself (the scam guard), shown to its owner and moderators.
        moderation_reason: f.text({ label: 'Held for review because', max: 500, system: true, readers: [ownScope] }),
      }
    : {}),
});

/** A located resource's point as numbers, read from its `located` field on every write, never written by a client. */
const locatedFields = (input: ResourceInput): Record<string, Field> =>
  input.located ? { latitude: f.number({ label: 'Latitude', system: true }), longitude: f.number({ label: 'Longitude', system: true }) } : {};

const timestamps: Record<string, Field> = {
  created_at: f.datetime({ label: 'Created', system: true }),
  updated_at: f.datetime({ label: 'Updated', system: true }),
};

/** "employer_id" → "Employer": the label of a field or choice that was given none. */
export const humanise = (name: string) => {
  const words = name.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const choiceKinds: readonly Field['kind'][] = ['enum', 'boolean', 'ref'];
const offeredFilters = (input: ResourceInput, fields: Record<string, Field>) => {
  const listed = new Set([...input.columns, ...(input.facets ?? []), ...(input.index ?? []), 'created_at']);
  return Object.keys(fields).filter((name) => listed.has(name) || choiceKinds.includes(fields[name]!.kind));
};

/** The fields every row of a resource has, as defineResource adds them (id, owner, moderation, timestamps). */
export type AddedFields<V extends Visibility, Owned extends boolean> = {
  id: FieldOf<'integer', { required: true }>;
  created_at: FieldOf<'datetime', { required: true }>;
  updated_at: FieldOf<'datetime', { required: true }>;
} & (true extends Owned ? { owner_id: FieldOf<'ref', { required: true }> } : object) &
  (V extends 'moderated'
    ? {
        moderation: FieldOf<'enum', { values: typeof moderationStates; default: 'pending' }>;
        revision: FieldOf<'json', { schema: typeof revisionSchema; readers: [typeof ownScope] }>;
        revised: FieldOf<'boolean', { default: false; readers: [typeof ownScope] }>;
        moderation_note: FieldOf<'text', { readers: [typeof ownScope] }>;
        moderation_reason: FieldOf<'text', { readers: [typeof ownScope] }>;
      }
    : object);

/**
 * The name is kept as its literal type, so code keyed by resource names is checked against the registry; the
 * fields, visibility and ownership are kept too, for the row's type (row-type.ts), and the declared behaviours, for
 * the hooks of each (src/server/behaviours.ts).
 */
export const defineResource = <
  const Name extends string,
  Fields extends Record<string, Field>,
  V extends Visibility,
  Owned extends boolean = false,
  const Declared extends readonly DeclaredBehaviour[] = readonly [],
>(
  input: ResourceInput<Name, Declared> & { fields: Fields; visibility: V; owned?: Owned },
): Resource<Name, AddedFields<V, Owned> & Fields, Declared> => {
  const fields = { ...systemFields(input), ...input.fields, ...locatedFields(input), ...timestamps };
  for (const [name, field] of Object.entries(fields)) field.label ??= humanise(name);
  const ownerField = input.ownerField ?? (input.owned ? 'owner_id' : null);
  const parties: Parties = {
    ...(ownerField ? { [ownScope]: { path: [ownerField], label: 'owner' } } : {}),
    ...input.parties,
  };
  return {
    open: [],
    offers: actions,
    audited: true,
    search: [],
    byline: false,
    unique: [],
    owned: false,
    compare: [],
    ...input,
    // Left out, `Declared` is its default: none.
    behaviour: (input.behaviour ?? []) as Declared,
    // The added fields are written just above, as AddedFields says.
    fields: fields as Record<string, Field> & AddedFields<V, Owned> & Fields,
    parties,
    ownerField,
    page: input.page ?? null,
    located: input.located ?? null,
    publicWith: input.publicWith ?? null,
    // The moderation desk looks for rows with changes waiting.
    index: input.visibility === 'moderated' ? [...(input.index ?? []), 'revised'] : (input.index ?? []),
    // Its queue is read oldest change first.
    indexes: input.visibility === 'moderated' ? [...(input.indexes ?? []), ['revised', 'updated_at', 'id']] : (input.indexes ?? []),
    facets: input.facets ?? [],
    counted: input.counted ?? [],
    filters: input.filters ?? offeredFilters(input, fields),
    sortable: [
      ...new Set([
        'id',
        input.defaultSort[0],
        // A long text (a review's body) names a row but is no order worth an index.
        ...(fields[input.title]!.kind === 'longText' ? [] : [input.title]),
        'updated_at',
        ...(input.sortable ?? ['created_at', ...(input.index ?? [])]),
      ]),
    ],
    table: input.name.replace(/[/-]/g, '_'),
  };
};
