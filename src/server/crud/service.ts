/**
 * The generic operations every resource gets: find, findById, create, update, remove. Access is decided
 * here, on the server, for every call: permissions say what a user may do, and visibility becomes a
 * condition in the query, so a list never returns a row that reading its id would refuse.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Action } from '../../registry/access.ts';
import type { Resource } from '../../registry/resource.ts';
import { validateInput } from '../../registry/schemas.ts';
import { findResource } from '../../registry/index.ts';
import type { Permissions } from '../access/permissions.ts';
import type { Principal } from '../access/principal.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Dialect, Select } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { fromColumns, toColumns, type Row } from './codec.ts';
import type { HookMap, WriteContext } from './hooks.ts';
import type { Filter, ListQuery } from './query.ts';

export interface CrudDeps {
  dialect: Dialect;
  permissions: Permissions;
  hooks: HookMap;
  /** Turns a stored private file path into a link the reader may follow for a while. */
  fileLink: (path: string) => string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are derived at run time
type Eb = ExpressionBuilder<any, any>;
type Condition = (eb: Eb) => Expression<SqlBool>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const now = () => new Date().toISOString();

export type Crud = ReturnType<typeof createCrud>;

export const createCrud = ({ dialect, permissions, hooks, fileLink }: CrudDeps) => {
  const { db } = dialect;

  const denied = (user: Principal, resource: Resource, action: Action) =>
    user
      ? new HttpError(403, `Your account may not ${action === 'list' || action === 'read' ? 'see' : action} ${resource.label.toLowerCase()}.`)
      : new HttpError(401, `Please sign in to ${action === 'list' || action === 'read' ? 'see' : action} ${resource.label.toLowerCase()}.`);

  /** The rows a user may see, as a query condition: null for all of them. Throws when they may see none. */
  const visibility = (user: Principal, resource: Resource, action: 'list' | 'read'): Condition | null => {
    const scope = permissions.scope(user, resource, action);
    if (resource.visibility === 'public' || scope === 'any') return null;
    const conditions: Condition[] = [];
    if (resource.visibility === 'moderated') conditions.push((eb) => eb(`${resource.table}.moderation`, '=', 'approved'));
    if (scope === 'own' && user && resource.ownerField)
      conditions.push((eb) => eb(`${resource.table}.${resource.ownerField}`, '=', user.id));
    if (!conditions.length) throw denied(user, resource, action);
    return (eb) => eb.or(conditions.map((c) => c(eb)));
  };

  const filterCondition = (resource: Resource, filter: Filter): Condition => {
    const column = `${resource.table}.${filter.field}`;
    const field = resource.fields[filter.field]!;
    const values = filter.values;
    return (eb) => {
      const ref = eb.ref(column);
      switch (filter.op) {
        case 'eq':
          if (field.kind === 'csv')
            return eb.or(values.map((v) => dialect.ilike(sql`(', ' || ${ref} || ', ')`, `%, ${escapeLike(String(v))}, %`)));
          if (field.kind === 'tags')
            return eb.or(values.map((v) => dialect.ilike(ref, `%"name":${escapeLike(JSON.stringify(String(v)))}%`)));
          return values.length === 1 ? eb(ref, '=', values[0]) : eb(ref, 'in', values);
        case 'ne':
          return eb.or([eb(ref, 'is', null), eb(ref, 'not in', values)]);
        case 'gte':
          return eb.and(values.map((v) => eb(ref, '>=', v)));
        case 'lte':
          return eb.and(values.map((v) => eb(ref, '<=', v)));
        case 'like':
          return eb.or(values.map((v) => dialect.ilike(ref, `%${escapeLike(String(v))}%`)));
      }
    };
  };

  const read = (resource: Resource, row: Row) => fromColumns(resource, row, fileLink);

  const loadVisible = async (user: Principal, resource: Resource, id: number, action: 'read') => {
    const visible = visibility(user, resource, action);
    let query = db.selectFrom(resource.table).selectAll().where('id', '=', id);
    if (visible) query = query.where(visible);
    const row = await query.executeTakeFirst();
    if (!row) throw new HttpError(404, `${resource.singular} ${id} was not found.`);
    return row as Row;
  };

  /** May this user change this row? Throws 401/403 with a reason when not. */
  const authorise = (user: Principal, resource: Resource, action: 'update' | 'delete', row: Row) => {
    const scope = permissions.scope(user, resource, action);
    if (!scope) throw denied(user, resource, action);
    if (scope === 'own' && row[resource.ownerField!] !== user!.id)
      throw new HttpError(403, `You can only ${action} your own ${resource.label.toLowerCase()}.`);
  };

  /** Staff (those allowed to change any row) may set staff-only fields such as moderation. */
  const dropStaffFields = (user: Principal, resource: Resource, data: Row) => {
    if (permissions.granted(user, resource, 'update') === 'any') return;
    for (const [name, field] of Object.entries(resource.fields)) if (field.staff) delete data[name];
  };

  const checkReferences = async (resource: Resource, data: Row) => {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind !== 'ref' || data[name] == null) continue;
      const target = findResource(field.ref!)!;
      const found = await db.selectFrom(target.table).select('id').where('id', '=', data[name] as number).executeTakeFirst();
      if (!found) throw badRequest(`${field.label}: ${target.singular.toLowerCase()} ${data[name]} does not exist.`, { [name]: `No ${target.singular.toLowerCase()} with id ${data[name]}.` });
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
      return await db.transaction().execute((trx) => work({ db: trx, user, resource }));
    } catch (error) {
      if (dialect.isUniqueViolation(error))
        throw new HttpError(409, `This ${resource.singular.toLowerCase()} already exists.`);
      throw error;
    }
  };

  const afterChange = async (context: WriteContext, before: Row | null, after: Row | null) => {
    for (const hook of hooks[context.resource.name] ?? []) await hook.afterChange?.({ before, after }, context);
  };

  return {
    read,
    visibility,

    async find(user: Principal, resource: Resource, query: ListQuery) {
      const conditions: Condition[] = query.filters.map((f) => filterCondition(resource, f));
      const visible = visibility(user, resource, 'list');
      if (visible) conditions.push(visible);
      let base: Select = db.selectFrom(resource.table);
      let rank: ReturnType<Dialect['fullText']['match']>['rank'] | null = null;
      if (query.terms.length) {
        if (!resource.search.length) throw badRequest(`${resource.label} cannot be searched with q; use filters instead.`);
        const match = dialect.fullText.match(resource.table, resource.search, query.terms);
        base = match.narrow(base);
        rank = match.rank;
      }
      const where = (eb: Eb) => eb.and(conditions.map((c) => c(eb)));
      const filtered = conditions.length ? base.where(where) : base;

      let listing = filtered.selectAll(resource.table);
      for (const { field, direction } of query.sort) listing = listing.orderBy(`${resource.table}.${field}`, direction);
      if (!query.sort.length) {
        if (rank) listing = listing.orderBy(rank);
        const [field, direction] = resource.defaultSort;
        listing = listing.orderBy(`${resource.table}.${field}`, direction);
      }
      // Ties break on id in the direction of the last sort, so an index on the sort fields serves the whole order.
      const last = query.sort.at(-1)?.direction ?? (rank ? 'asc' : resource.defaultSort[1]);
      listing = listing.orderBy(`${resource.table}.id`, last).limit(query.end - query.start).offset(query.start);

      const [rows, count] = await Promise.all([
        listing.execute(),
        filtered.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((row) => read(resource, row as Row)), total: Number(count.total) };
    },

    async findById(user: Principal, resource: Resource, id: number) {
      return read(resource, await loadVisible(user, resource, id, 'read'));
    },

    /** `extra` holds values the server sets itself (stored files, a seeded row's moderation or owner). */
    async create(user: Principal, resource: Resource, body: unknown, extra: Row = {}) {
      if (!permissions.scope(user, resource, 'create')) throw denied(user, resource, 'create');
      const data = validated(resource, body, 'create');
      dropStaffFields(user, resource, data);
      for (const [name, field] of Object.entries(resource.fields))
        if (data[name] === undefined && field.default !== undefined)
          data[name] = field.default === 'now' ? now() : structuredClone(field.default);
      await checkReferences(resource, data);
      await hashPasswords(resource, data);
      const values = toColumns(resource, { ...data, ...extra });
      if (resource.ownerField === 'owner_id') values.owner_id = extra.owner_id ?? user?.id ?? null;
      values.created_at = values.updated_at = now();
      return write(resource, user, async (context) => {
        for (const hook of hooks[resource.name] ?? []) await hook.beforeCreate?.(values, context);
        const { id } = (await context.db.insertInto(resource.table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number };
        const row = (await context.db.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
        await afterChange(context, null, row);
        return read(resource, row);
      });
    },

    async update(user: Principal, resource: Resource, id: number, body: unknown) {
      const before = await loadVisible(user, resource, id, 'read');
      authorise(user, resource, 'update', before);
      const data = validated(resource, body, 'update');
      dropStaffFields(user, resource, data);
      await checkReferences(resource, data);
      await hashPasswords(resource, data);
      const values = { ...toColumns(resource, data), updated_at: now() };
      return write(resource, user, async (context) => {
        await context.db.updateTable(resource.table).set(values).where('id', '=', id).execute();
        const row = (await context.db.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
        await afterChange(context, before, row);
        return read(resource, row);
      });
    },

    async remove(user: Principal, resource: Resource, id: number) {
      const before = await loadVisible(user, resource, id, 'read');
      authorise(user, resource, 'delete', before);
      return write(resource, user, async (context) => {
        await context.db.deleteFrom(resource.table).where('id', '=', id).execute();
        await afterChange(context, before, null);
        return read(resource, before);
      });
    },
  };
};

