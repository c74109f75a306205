/**
 * The generic operations every resource gets: find, findById, create, update, remove. Access is decided
 * here, on the server, for every call: permissions say what a user may do, and visibility becomes a
 * condition in the query, so a list never returns a row that reading its id would refuse.
 */
import { sql, type CompiledQuery } from 'kysely';
import { ownScope, type Action } from '../../registry/access.ts';
import type { Resource } from '../../registry/resource.ts';
import { isContainsKind } from '../../registry/fields.ts';
import { validateInput } from '../../registry/schemas.ts';
import { findResource } from '../../registry/index.ts';
import { partyCondition, type Condition } from '../access/party-conditions.ts';
import { isAny, type Permissions, type Reach } from '../access/permissions.ts';
import { hasPerk, type Principal } from '../access/principal.ts';
import { authorColumn, partyFlag, viewRow, type Viewer } from '../access/row-view.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db, Dialect, Select } from '../db/dialect.ts';
import { maxSearchMatches, type Candidates } from '../db/full-text.ts';
import { itemPattern, listItems } from '../db/list-items.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { fromColumns, toColumns, type Row } from './codec.ts';
import { hooksOf, type HookMap, type WriteContext } from './hooks.ts';
import type { Filter, ListQuery } from './query.ts';
import { listQueries, type Audience, type OrderTerm } from './list-query.ts';
import { maxCount } from '../../registry/query-bounds.ts';
import { notify } from '../notifications/notify.ts';
import { createCountCache } from './count-cache.ts';
import { createSearchCandidates } from './search-candidates.ts';
import { withDefaults } from './field-defaults.ts';
import { Bound, createListShapes, derived, type ListValues } from './list-shapes.ts';
import { auditChange } from './audit.ts';
import { checkNamedChoices } from './named-choices.ts';
import { checkRanges } from './ranges.ts';
import { checkDecision, decisionValues, holdForReview, submitterOf, waitingChanges, type DecisionInput, type DecisionMail } from './revisions.ts';
import { publicRows } from '../access/public-rows.ts';
import { localeOf } from '../i18n/locale-of.ts';
import { say } from '../i18n/say.ts';
import { nowIso } from '../../registry/clock.ts';

export interface CrudDeps {
  dialect: Dialect;
  permissions: Permissions;
  hooks: HookMap;
  /** Turns a stored private file path into a link the reader may follow for a while. */
  fileLink: (path: string) => string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export type Crud = ReturnType<typeof createCrud>;

const gone = (resource: Resource, id: number) => new HttpError(404, `${resource.singular} ${id} was not found.`);

/** Another write (an edit, a decision) changed a reviewed row between reading and writing it. */
class EditedMeanwhile extends Error {}

/**
 * Tries at merging an edit into the changes waiting on a row before telling the writer to send it again. Of edits
 * sent together one merges each round, so this many edits of one listing at the same moment all get through.
 */
const maxMerges = 25;

const usersTable = findResource('auth/users')!.table;

/** Why a decision changed nothing: the row is gone, or someone decided (or the owner edited) it first. */
const decidedMeanwhile = async (db: Db, resource: Resource, id: number) => {
  const row = await db.selectFrom(resource.table).select(['id']).where('id', '=', id).executeTakeFirst();
  if (!row) return gone(resource, id);
  return new HttpError(
    409,
    `Someone else decided this ${resource.singular.toLowerCase()} (or its owner changed it) a moment ago. The queue shows where it stands now.`,
  );
};

export const createCrud = ({ dialect, permissions, hooks, fileLink }: CrudDeps) => {
  const { db } = dialect;
  const count = createCountCache(db, dialect.versions);
  const candidatesOf = createSearchCandidates(dialect);
  const shapes = createListShapes();

  const denied = (user: Principal, resource: Resource, action: Action) =>
    !resource.offers.includes(action)
      ? new HttpError(405, `The ${resource.label.toLowerCase()} can only be read; the server writes it as other records change.`)
      : user
        ? new HttpError(403, `Your account may not ${action === 'list' || action === 'read' ? 'see' : action} ${resource.label.toLowerCase()}.`)
        : new HttpError(401, `Please sign in to ${action === 'list' || action === 'read' ? 'see' : action} ${resource.label.toLowerCase()}.`);

  /** The conditions "the user is this party to the row", one per party the reach names. */
  const partyConditions = (user: Principal, resource: Resource, reach: Reach): [string, Condition][] =>
    user && reach && !isAny(reach) ? [...reach].map((party) => [party, partyCondition(resource, resource.parties[party]!, user.id)]) : [];

  /** Who sees which rows: null for all of them, else the public rows and those the user is a party to. */
  const audience = (user: Principal, resource: Resource, action: 'list' | 'read'): Audience | null => {
    const reach = permissions.reach(user, resource, action);
    if ((resource.visibility === 'public' && !resource.publicWith) || isAny(reach)) return null;
    const parties = partyConditions(user, resource, reach).map(([, condition]) => condition);
    const open: Condition | null = resource.visibility === 'private' ? null : publicRows(resource);
    if (!open && !parties.length) throw denied(user, resource, action);
    return { open, parties };
  };

  /** The rows a user may see, as a query condition: null for all of them. Throws when they may see none. */
  const visibility = (user: Principal, resource: Resource, action: 'list' | 'read'): Condition | null => {
    const seen = audience(user, resource, action);
    if (!seen) return null;
    const conditions = [...(seen.open ? [seen.open] : []), ...seen.parties];
    return (eb) => eb.or(conditions.map((c) => c(eb)));
  };

  /** A select of the resource's rows with what the reader's view needs: which parties they are, the author. */
  const selectRows = (base: Select, user: Principal, resource: Resource, viewer: Viewer) => {
    let query = base.selectAll(resource.table);
    if (!viewer.any)
      for (const [party, condition] of partyConditions(user, resource, permissions.reach(user, resource, 'read')))
        if (party !== ownScope) query = query.select((eb) => sql<boolean>`${condition(eb)}`.as(partyFlag(party)));
    if (resource.byline) query = query.leftJoin('auth_users as author', 'author.id', `${resource.table}.owner_id`).select(`author.name as ${authorColumn}`);
    return query;
  };

  const viewerOf = (user: Principal, resource: Resource): Viewer => ({ user, any: isAny(permissions.granted(user, resource, 'read')) });

  /** `unindexed`: written so the planner does not pick an index for it (the dialect's `unindexedRef`, see facet-counts.ts). */
  const filterCondition = (resource: Resource, filter: Filter, unindexed = false): Condition => {
    const column = `${resource.table}.${filter.field}`;
    const field = resource.fields[filter.field]!;
    const values = filter.values;
    return (eb) => {
      const ref = unindexed ? dialect.unindexedRef(eb.ref(column)) : eb.ref(column);
      // A list's filter names its items: equal means the list holds one of them, not equal that it holds none.
      const holdsAny = () =>
        field.kind === 'csv'
          ? eb.or(
              values.map((v) =>
                dialect.ilike(
                  listItems(ref),
                  derived(v, (x) => itemPattern(escapeLike(String(x)))),
                ),
              ),
            )
          : eb.or(
              values.map((v) =>
                dialect.ilike(
                  ref,
                  derived(v, (x) => `%"name":${escapeLike(JSON.stringify(String(x)))}%`),
                ),
              ),
            );
      switch (filter.op) {
        case 'eq':
          if (isContainsKind(field)) return holdsAny();
          return values.length === 1 ? eb(ref, '=', values[0]) : eb(ref, 'in', values);
        case 'ne':
          return eb.or([eb(ref, 'is', null), isContainsKind(field) ? eb.not(holdsAny()) : eb(ref, 'not in', values)]);
        case 'gte':
          return eb.and(values.map((v) => eb(ref, '>=', v)));
        case 'lte':
          return eb.and(values.map((v) => eb(ref, '<=', v)));
        case 'like':
          return eb.or(
            values.map((v) =>
              dialect.ilike(
                ref,
                derived(v, (x) => `%${escapeLike(String(x))}%`),
              ),
            ),
          );
      }
    };
  };

  /** A stored row as the API shows it to this reader (the whole row for server-side use without a reader). */
  const read = (resource: Resource, row: Row, viewer?: Viewer) => {
    const decode = (hidden?: readonly string[]) => fromColumns(resource, row, fileLink, hidden);
    return viewer ? viewRow(resource, row, viewer, decode) : decode();
  };

  const loadVisible = async (user: Principal, resource: Resource, id: number) => {
    const visible = visibility(user, resource, 'read');
    let query = db.selectFrom(resource.table).selectAll().where('id', '=', id);
    if (visible) query = query.where(visible);
    const row = await query.executeTakeFirst();
    if (!row) throw gone(resource, id);
    return row as Row;
  };

  /**
   * May this user change this row, and as whom? 'any' for staff, otherwise the parties they are to the row.
   * Throws 401/403 with a reason when they may not.
   */
  const authorise = async (user: Principal, resource: Resource, action: 'update' | 'delete', id: number) => {
    const reach = permissions.reach(user, resource, action);
    if (!reach) throw denied(user, resource, action);
    if (isAny(reach)) return 'any' as const;
    const acting: string[] = [];
    for (const [party, condition] of partyConditions(user, resource, reach))
      if (await db.selectFrom(resource.table).select('id').where('id', '=', id).where(condition).executeTakeFirst()) acting.push(party);
    if (!acting.length) throw new HttpError(403, `You can only ${action} your own ${resource.label.toLowerCase()}.`);
    return acting;
  };

  /** A party changes only its own part of a shared row (an employer moves the stage, never the cover letter). */
  const limitToParties = (resource: Resource, acting: string[], before: Row, data: Row) => {
    const parties = acting.map((name) => resource.parties[name]!);
    if (parties.some((party) => !party.writes)) return;
    const allowed = new Set(parties.flatMap((party) => party.writes!));
    const columns = toColumns(resource, data);
    for (const name of Object.keys(data)) {
      if (allowed.has(name)) continue;
      // A client may send a whole row back: unchanged values are no attempt to change them.
      if (String(columns[name] ?? null) === String(before[name] ?? null)) {
        delete data[name];
        continue;
      }
      const may = [...allowed].map((field) => resource.fields[field]!.label!.toLowerCase());
      throw new HttpError(
        403,
        may.length
          ? `As the ${parties[0]!.label} you may change only: ${may.join(', ')}.`
          : `As the ${parties[0]!.label} you may read this ${resource.singular.toLowerCase()} but not change it.`,
        { [name]: `You may not change ${resource.fields[name]!.label!.toLowerCase()}.` },
      );
    }
  };

  const isStaffFor = (user: Principal, resource: Resource) => isAny(permissions.granted(user, resource, 'update'));

  /**
   * What a reader may not see, they may not filter or sort on either (a `_like` filter would spell out a hidden
   * note letter by letter): fields kept for some parties, and account ids other than the reader's own.
   */
  const checkQueryFields = (user: Principal, resource: Resource, query: ListQuery) => {
    if (isAny(permissions.granted(user, resource, 'read'))) return;
    const hidden = (name: string) => {
      const { readers, perk } = resource.fields[name]!;
      return Boolean(readers) || Boolean(perk && !hasPerk(user, perk));
    };
    const unknown = (what: string, name: string) => badRequest(`Cannot ${what} ${resource.label.toLowerCase()} by "${name}".`);
    for (const filter of query.filters) {
      const field = resource.fields[filter.field]!;
      if (hidden(filter.field)) throw unknown('filter', filter.field);
      if (field.ref === 'auth/users' && (filter.op !== 'eq' || filter.values.some((v) => v !== user?.id)))
        throw badRequest(`${field.label}: you can only ask for your own (${filter.field}=${user ? user.id : 'your id, once signed in'}).`);
    }
    for (const { field } of query.sort) if (hidden(field) || resource.fields[field]!.ref === 'auth/users') throw unknown('sort', field);
  };

  /** Fields only another party sets (an application's stage is the employer's): not for the one creating the row. */
  const othersFields = (resource: Resource) => {
    const own = resource.parties[ownScope]?.writes;
    return Object.entries(resource.parties)
      .filter(([name]) => name !== ownScope)
      .flatMap(([, party]) => party.writes ?? [])
      .filter((field) => !own?.includes(field));
  };

  /** Staff (those allowed to change any row) may set staff-only fields such as moderation. */
  const dropStaffFields = (user: Principal, resource: Resource, data: Row) => {
    if (isStaffFor(user, resource)) return;
    for (const [name, field] of Object.entries(resource.fields)) if (field.staff) delete data[name];
  };

  const refused = (name: string, message: string) => badRequest(message, { [name]: message });

  /**
   * Every reference written must point to a row that exists and that the writer may see; a parent (a product's
   * shop) to one they own; what is carted, applied to or reviewed to an approved row, never their own.
   */
  const checkReferences = async (user: Principal, resource: Resource, data: Row) => {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind !== 'ref' || data[name] == null) continue;
      const target = findResource(field.ref!)!;
      const what = target.singular.toLowerCase();
      // Accounts are private, yet a message may be addressed to any of them by id.
      const visible = target.name === 'auth/users' || !user ? null : visibility(user, target, 'read');
      let query = db
        .selectFrom(target.table)
        .selectAll()
        .where('id', '=', data[name] as number);
      if (visible) query = query.where(visible);
      const row = (await query.executeTakeFirst()) as Row | undefined;
      if (!row) throw refused(name, `${field.label}: there is no ${what} with id ${data[name]} you can use.`);
      if (!field.refRule || isStaffFor(user, target)) continue;
      const owns = user && target.ownerField && row[target.ownerField] === user.id;
      if (field.refRule === 'owned' && !owns) throw refused(name, `${field.label}: choose a ${what} of your own.`);
      if (field.refRule !== 'owned' && target.visibility === 'moderated' && row.moderation !== 'approved')
        throw refused(name, `${field.label}: this ${what} is waiting for review and cannot be used yet.`);
      if (field.refRule === 'approved-not-own' && owns) throw refused(name, `${field.label}: you cannot review your own ${what}.`);
    }
  };

  const hashPasswords = async (resource: Resource, data: Row) => {
    for (const [name, field] of Object.entries(resource.fields))
      if (field.kind === 'password' && typeof data[name] === 'string') data[name] = await hashPassword(data[name] as string);
  };

  const validated = (resource: Resource, body: unknown, mode: 'create' | 'update') => {
    const result = validateInput(resource, body, mode);
    if (!result.ok) throw badRequest(result.invalid.message, result.invalid.errors);
    return result.data;
  };

  const write = async <T>(resource: Resource, user: Principal, work: (context: WriteContext) => Promise<T>) => {
    try {
      const committed: (() => void)[] = [];
      const result = await db.transaction().execute((trx) => work({ db: trx, user, resource, afterCommit: (then) => committed.push(then) }));
      for (const then of committed) then();
      return result;
    } catch (error) {
      if (dialect.isUniqueViolation(error)) throw new HttpError(409, `This ${resource.singular.toLowerCase()} already exists.`);
      throw error;
    }
  };

  const afterChange = async (context: WriteContext, before: Row | null, after: Row | null) => {
    for (const hook of hooksOf(hooks, context.resource)) await hook.afterChange?.({ before, after }, context);
    await auditChange(context.db, context.user?.id ?? null, context.resource, before, after);
  };

  /**
   * The SQL of a list page and its counts. `size` is the page's number of rows, given apart from its start and end as
   * a Bound stands for it when a shape is compiled (list-shapes.ts); so may the query's values and the user's id.
   */
  const buildStatements = (user: Principal, resource: Resource, query: ListQuery, size: number, found?: Candidates) => {
    let from: Select = db.selectFrom(resource.table);
    const order: OrderTerm[] = query.sort.map(({ field, direction }) => ({ by: `${resource.table}.${field}`, direction }));
    if (found) {
      const match = dialect.fullText.among(resource.table, found);
      from = match.narrow(from);
      if (!order.length) order.push({ by: match.rank, direction: 'asc' });
    }
    if (!query.sort.length) order.push({ by: `${resource.table}.${resource.defaultSort[0]}`, direction: resource.defaultSort[1] });
    // Ties break on id in the direction of the last sort, so an index on the sort field serves the whole order.
    if (order.at(-1)?.by !== `${resource.table}.id`)
      order.push({ by: `${resource.table}.id`, direction: query.sort.at(-1)?.direction ?? (query.terms.length ? 'asc' : resource.defaultSort[1]) });
    // Whether the reader sees every row decides the columns, whoever they are: an id standing in for theirs is enough.
    const viewer = viewerOf(user, resource);
    return listQueries({
      db,
      table: resource.table,
      from,
      filters: query.filters.map((f) => filterCondition(resource, f)),
      audience: audience(user, resource, 'list'),
      order,
      start: query.start,
      size,
      end: query.end,
      columns: (select) => selectRows(select, user, resource, viewer),
      keysFirst: found !== undefined || dialect.pageKeysFirst,
    });
  };

  /**
   * A search's candidates (search-candidates.ts), none without words. The search's matches before filters and
   * visibility: when they reach the cap, more rows may match than the list counts, however few the filters leave.
   */
  const searchCandidates = async (resource: Resource, query: ListQuery) => {
    if (!query.terms.length) return undefined;
    if (!resource.search.length) throw badRequest(`${resource.label} cannot be searched with q; use filters instead.`);
    return candidatesOf(resource, query.terms);
  };

  /** The SQL of a list page and its count, built with the request's values (the query-plan tests read them). */
  const buildList = (user: Principal, resource: Resource, query: ListQuery, found?: Candidates) => {
    checkQueryFields(user, resource, query);
    return { ...buildStatements(user, resource, query, query.end - query.start, found), viewer: viewerOf(user, resource) };
  };

  const compileAll = ({ page, publicPage, counts }: ReturnType<typeof buildStatements>) => ({
    page: page.compile(),
    publicPage: publicPage?.compile(),
    counts: counts.map((count) => count.compile()),
  });

  /** How far a reader's roles reach into a resource, as part of a shape's key. */
  const reachKey = (reach: Reach) => (reach === null ? '-' : isAny(reach) ? '*' : [...reach].sort().join(','));

  /**
   * The statements `find` runs: compiled once per shape of list (list-shapes.ts) and bound to this request's values.
   * A search is compiled each time, with its candidates.
   */
  const compiledList = (user: Principal, resource: Resource, query: ListQuery, found?: Candidates) => {
    checkQueryFields(user, resource, query);
    const viewer = viewerOf(user, resource);
    if (found) return { ...compileAll(buildStatements(user, resource, query, query.end - query.start, found)), viewer };
    // Everything the SQL depends on besides the values: the reader's reach (which a change of grants moves) and the
    // query's filters, their operators and numbers of values, and its sort.
    const key = [
      resource.name,
      user ? 'member' : 'visitor',
      reachKey(permissions.reach(user, resource, 'list')),
      reachKey(permissions.reach(user, resource, 'read')),
      viewer.any,
      query.filters.map(({ field, op, values }) => `${field} ${op} ${values.length}`).join('&'),
      query.sort.map(({ field, direction }) => `${field} ${direction}`).join('&'),
    ].join('|');
    const values = { filters: query.filters, start: query.start, end: query.end, userId: user?.id };
    const statements = shapes(key, values, () => {
      // Each value of the query, and the user's id, as a Bound reading it from the request's values.
      const bound = (of: (values: ListValues) => unknown) => new Bound(of) as never;
      const shape: ListQuery = {
        ...query,
        filters: query.filters.map((filter, i) => ({ ...filter, values: filter.values.map((_, j) => bound((v) => v.filters[i]!.values[j])) })),
        start: bound((v) => v.start),
        end: bound((v) => v.end),
      };
      return compileAll(
        buildStatements(
          user && { ...user, id: bound((v) => v.userId) },
          resource,
          shape,
          bound((v) => v.end - v.start),
        ),
      );
    });
    return { ...statements, viewer };
  };

  /**
   * What a count over a list's rows needs: the rows the reader sees (narrowed to a search's matches) and each
   * filter's condition by field, so a facet can be counted with every filter but its own.
   */
  const countParts = async (user: Principal, resource: Resource, query: ListQuery, unindexed: (filter: Filter) => boolean = () => false) => {
    checkQueryFields(user, resource, query);
    let from: Select = db.selectFrom(resource.table);
    const found = await searchCandidates(resource, query);
    if (found) from = dialect.fullText.among(resource.table, found).narrow(from);
    const visible = visibility(user, resource, 'list');
    return {
      unindexedRef: dialect.unindexedRef,
      from,
      visible,
      filters: query.filters.map((filter) => ({ filter, condition: filterCondition(resource, filter, unindexed(filter)) })),
    };
  };

  /** One try at an update; EditedMeanwhile when the changes waiting on the row changed since they were read. */
  const updateOnce = async (user: Principal, resource: Resource, id: number, body: unknown) => {
    const before = await loadVisible(user, resource, id);
    const acting = await authorise(user, resource, 'update', id);
    let data = validated(resource, body, 'update');
    dropStaffFields(user, resource, data);
    if (acting !== 'any') limitToParties(resource, acting, before, data);
    await checkReferences(user, resource, data);
    // A town within its county, or a fees range, is checked against what the row will be once the changes waiting
    // on it are approved.
    const pending = { ...before, ...waitingChanges(before) };
    await checkNamedChoices(db, resource, data, pending);
    checkRanges(resource, data, pending);
    await hashPasswords(resource, data);
    // An approved row keeps its public content until the change is reviewed; a rejected one goes back for review.
    const reviewed = resource.visibility === 'moderated' && !isStaffFor(user, resource);
    const held = reviewed && before.moderation === 'approved';
    if (held) data = holdForReview(resource, before, data, user!.id).data;
    else if (reviewed && before.moderation === 'rejected' && Object.keys(data).length) data.moderation = 'pending';
    const values = { ...toColumns(resource, data), updated_at: nowIso() };
    return write(resource, user, async (context) => {
      for (const hook of hooksOf(hooks, resource)) await hook.beforeUpdate?.(values, before, context);
      const updated = await context.db
        .updateTable(resource.table)
        .set(values)
        .where('id', '=', id)
        // A reviewed edit is written as the row stood when read: one approved meanwhile takes the edit as changes
        // waiting (else it would publish text no moderator saw), and changes waiting are still the ones merged into.
        // Otherwise another write came between, and this edit is made again on what it left.
        .$if(reviewed, (query) => query.where('moderation', '=', before.moderation as string))
        .$if(held, (query) => query.where((eb) => (before.revision == null ? eb('revision', 'is', null) : eb('revision', '=', before.revision as string))))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        if (reviewed && (await context.db.selectFrom(resource.table).select('id').where('id', '=', id).executeTakeFirst())) throw new EditedMeanwhile();
        throw gone(resource, id);
      }
      const row = (await context.db.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
      await afterChange(context, before, row);
      // The parties the writer acts as are known already: their view of the row needs no second query.
      const flags = acting === 'any' ? {} : Object.fromEntries(acting.map((party) => [partyFlag(party), 1]));
      return read(resource, { ...row, ...flags }, viewerOf(user, resource));
    });
  };

  return {
    db,
    read,
    audience,
    visibility,
    checkQueryFields,
    countParts,
    listQueries: buildList,
    compiledList,
    /** Whether the user decides on the resource's submissions: it is moderated and they may change any row. */
    moderates: (user: Principal, resource: Resource) => resource.visibility === 'moderated' && isStaffFor(user, resource),

    async find(user: Principal, resource: Resource, query: ListQuery) {
      const found = await searchCandidates(resource, query);
      const { page, publicPage, counts, viewer } = compiledList(user, resource, query, found);
      const rowsOf = async (statement: CompiledQuery) => (await db.executeQuery(statement)).rows;
      let rows: unknown[];
      let totals: number[];
      // Counts are mostly kept (count-cache.ts), so asking them first costs little, and tells whether the
      // reader's own hidden rows need merging in.
      if (publicPage) {
        totals = await Promise.all(counts.map(count));
        rows = await rowsOf(totals[1] ? page : publicPage);
      } else [rows, ...totals] = await Promise.all([rowsOf(page), ...counts.map(count)]);
      const total = totals.reduce((sum, part) => sum + part, 0);
      const capped = found ? found.ids.length >= maxSearchMatches : total > maxCount;
      return { rows: rows.map((row) => read(resource, row as Row, viewer)), total: Math.min(total, found ? maxSearchMatches : maxCount), capped };
    },

    async findById(user: Principal, resource: Resource, id: number) {
      const visible = visibility(user, resource, 'read');
      const viewer = viewerOf(user, resource);
      let query = selectRows(db.selectFrom(resource.table), user, resource, viewer).where(`${resource.table}.id`, '=', id);
      if (visible) query = query.where(visible);
      const row = await query.executeTakeFirst();
      if (!row) throw gone(resource, id);
      return read(resource, row as Row, viewer);
    },

    /** `extra` holds values the server sets itself (stored files, a seeded row's moderation or owner). */
    async create(user: Principal, resource: Resource, body: unknown, extra: Row = {}) {
      if (!permissions.reach(user, resource, 'create')) throw denied(user, resource, 'create');
      const given = validated(resource, body, 'create');
      dropStaffFields(user, resource, given);
      if (!isStaffFor(user, resource))
        for (const name of othersFields(resource))
          if (given[name] !== undefined && given[name] !== null && given[name] !== resource.fields[name]!.default)
            throw new HttpError(403, `${resource.fields[name]!.label} is set by the other party, not when the ${resource.singular.toLowerCase()} is made.`, {
              [name]: 'You cannot set this.',
            });
      const data = withDefaults(resource, given, nowIso());
      await checkReferences(user, resource, data);
      await checkNamedChoices(db, resource, data);
      checkRanges(resource, data);
      await hashPasswords(resource, data);
      const values = toColumns(resource, { ...data, ...extra });
      if (resource.ownerField === 'owner_id') values.owner_id = extra.owner_id ?? user?.id ?? null;
      values.created_at = values.updated_at = nowIso();
      return write(resource, user, async (context) => {
        for (const hook of hooksOf(hooks, resource)) await hook.beforeCreate?.(values, context);
        const { id } = (await context.db.insertInto(resource.table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number };
        const row = (await context.db.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
        await afterChange(context, null, row);
        return read(resource, row, viewerOf(user, resource));
      });
    },

    async update(user: Principal, resource: Resource, id: number, body: unknown) {
      // Edits of one approved row arriving together each merge into the changes waiting on it; one that finds them
      // changed since it read them merges again, so no edit that was answered 200 is lost.
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await updateOnce(user, resource, id, body);
        } catch (error) {
          if (!(error instanceof EditedMeanwhile)) throw error;
          if (attempt === maxMerges)
            throw new HttpError(409, `This ${resource.singular.toLowerCase()} is being changed by someone else at this moment. Send your change again.`);
        }
      }
    },

    async remove(user: Principal, resource: Resource, id: number) {
      const before = await loadVisible(user, resource, id);
      await authorise(user, resource, 'delete', id);
      return write(resource, user, async (context) => {
        // Two deletions at once both found the row; only the one that removed it answers as having done so.
        const deleted = await context.db.deleteFrom(resource.table).where('id', '=', id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw gone(resource, id);
        await afterChange(context, before, null);
        return read(resource, before, viewerOf(user, resource));
      });
    },

    /**
     * A moderator's decision on a submitted row or on the changes waiting on an approved one. The submitter
     * is told in the same transaction, with the reason when it is a rejection, and by an email written in it and
     * sent once it is committed.
     * The row is changed only if it still waits as it did when read: of two moderators deciding it at once, the
     * second finds it decided (a 409) and tells nobody.
     */
    async decide(user: Principal, resource: Resource, id: number, { decision, reason, link, seen }: DecisionInput, mail: DecisionMail) {
      if (resource.visibility !== 'moderated') throw badRequest(`${resource.label} are not moderated.`);
      if (!isStaffFor(user, resource)) throw denied(user, resource, 'update');
      const before = await loadVisible(user, resource, id);
      checkDecision(before, seen);
      const values = { ...toColumns(resource, decisionValues(before, decision, reason)), updated_at: nowIso() };
      return write(resource, user, async (context) => {
        const updated = await context.db
          .updateTable(resource.table)
          .set(values)
          .where('id', '=', id)
          .where('moderation', '=', before.moderation as string)
          .where((eb) => (before.revision == null ? eb('revision', 'is', null) : eb('revision', '=', before.revision as string)))
          // Nor an edit of a new row made between reading it and deciding.
          .where('updated_at', '=', before.updated_at as string)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw await decidedMeanwhile(context.db, resource, id);
        const row = (await context.db.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
        await afterChange(context, before, row);
        const submitter = submitterOf(resource, before);
        if (submitter && submitter !== user!.id) {
          const name = String(before[resource.title] ?? id).slice(0, 80);
          const revised = Boolean(before.revision) && before.moderation === 'approved';
          const which = `${decision === 'approve' ? 'approved' : 'rejected'}${revised ? 'Changes' : ''}`;
          await notify(context.db, {
            to: submitter,
            from: user!.id,
            title: (locale) => say(locale, `note.decision.${which}`, { kind: say(locale, `resource.${resource.name}`), name }),
            body: decision === 'approve' ? { id: 'note.decision.approvedBody' } : { id: 'note.decision.reason', values: { reason: reason ?? '' } },
            link,
          });
          const account = await context.db.selectFrom(usersTable).select(['email', 'locale']).where('id', '=', submitter).executeTakeFirst();
          const email = account?.email as string | null | undefined;
          if (email) {
            await mail.enqueue(context.db, email, localeOf(account), { resource, decision, reason, link, revised });
            context.afterCommit(mail.flush);
          }
        }
        return read(resource, row);
      });
    },
  };
};
