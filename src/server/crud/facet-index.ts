/**
 * The directory's counts per filter choice, read from memory as search engines read theirs: the public rows'
 * counted columns (and the other columns the directory filters by) held as typed arrays, one small number per
 * value, so counting every field at once is a single pass over memory, where reading the table once per group of
 * fields (facet-counts.ts) costs a read of the table each time, an order of magnitude more (docs/benchmarks.md).
 *
 * The arrays stand for the rows as they are now, not for an earlier answer: they are rebuilt as soon as a write
 * to their tables is seen (here or, through table-versions.ts, on another instance), and until the rebuild is
 * done the counts come from the database. Whatever the arrays cannot answer (a search, a filter on a column not
 * held, a reader who sees every row) is counted by the database too; a member's own rows not yet public are
 * counted there and added.
 */
import type { Resource } from '../../registry/resource.ts';
import { parseCsv } from '../../registry/fields.ts';
import { publicRows, publicTables } from '../access/public-rows.ts';
import type { Principal } from '../access/principal.ts';
import type { TableVersions } from '../db/table-versions.ts';
import { countFacets, spellCounts, type FacetCounts } from './facet-counts.ts';
import type { Filter, ListQuery } from './query.ts';
import type { Crud } from './service.ts';

/** Rows read per statement while building, so no single read holds the database or the memory for long. */
const chunk = 20_000;

/** A column of values, each stored as its number in `names` (0: none); a list column holds several per row. */
interface Coded {
  kind: 'coded';
  /** A list column: row i's values are codes[starts[i]] … codes[starts[i + 1] - 1]. Otherwise codes[i] (0: none). */
  starts: Uint32Array | null;
  /** 2 bytes a value, or 4 for a column of more than 65 535 different values (a free-text one). */
  codes: Uint16Array | Uint32Array;
  /** The value of each code (index 0 unused); a list's items are matched ignoring case, as the list filter does. */
  names: string[];
  codeOf: Map<string, number>;
  caseless: boolean;
}
interface Numeric {
  kind: 'numeric';
  values: Float64Array;
}
type Column = Coded | Numeric;

interface Held {
  token: string;
  rows: number;
  columns: Map<string, Column>;
}

/**
 * The columns held for a resource: its counted fields, the other fields its places filter by, its amounts; never
 * a field only some readers see (the public may not filter by it, and its values are nobody else's business).
 */
const heldFields = (resource: Resource) => {
  const open = (name: string) => !resource.fields[name]!.readers && !resource.fields[name]!.perk;
  const coded = [...new Set([...resource.counted.flat(), ...resource.facets, ...resource.index])].filter(open);
  const numeric = Object.entries(resource.fields)
    .filter(([name, field]) => field.kind === 'money' && open(name) && !coded.includes(name))
    .map(([name]) => name);
  return { coded, numeric };
};

/** Whether every filter of the query can be checked on the held columns. */
const answerable = (resource: Resource, query: ListQuery) => {
  const { coded, numeric } = heldFields(resource);
  return (
    !query.terms.length &&
    // A point narrows the rows by where they are, which memory does not hold.
    !query.near &&
    query.filters.every(
      (filter) => (filter.op === 'eq' && coded.includes(filter.field)) || ((filter.op === 'gte' || filter.op === 'lte') && numeric.includes(filter.field)),
    )
  );
};

const build = async (crud: Crud, resource: Resource, token: string): Promise<Held> => {
  const { coded, numeric } = heldFields(resource);
  const codes = coded.map((name) => ({
    name,
    caseless: resource.fields[name]!.kind === 'csv',
    starts: [0],
    items: [] as number[],
    names: [''],
    codeOf: new Map<string, number>(),
  }));
  const amounts = numeric.map((name) => ({ name, values: [] as number[] }));
  let rows = 0;
  for (let after = 0; ;) {
    const batch = (await crud.db
      .selectFrom(resource.table)
      .select(['id', ...coded, ...numeric].map((name) => `${resource.table}.${name}` as const))
      .where(publicRows(resource))
      .where(`${resource.table}.id`, '>', after)
      .orderBy(`${resource.table}.id`)
      .limit(chunk)
      .execute()) as Record<string, unknown>[];
    for (const row of batch) {
      for (const column of codes) {
        const value = row[column.name];
        const items =
          value === null || value === undefined ? [] : column.caseless ? parseCsv(String(value)).map((item) => item.toLowerCase()) : [String(value)];
        for (const item of items) {
          let code = column.codeOf.get(item);
          if (code === undefined) column.codeOf.set(item, (code = column.names.push(item) - 1));
          column.items.push(code);
        }
        if (column.caseless) column.starts.push(column.items.length);
        else if (!items.length) column.items.push(0);
      }
      for (const column of amounts) column.values.push(row[column.name] === null || row[column.name] === undefined ? NaN : Number(row[column.name]));
    }
    rows += batch.length;
    if (batch.length < chunk) break;
    after = Number(batch.at(-1)!.id);
  }
  const columns = new Map<string, Column>([
    ...codes.map((c): [string, Column] => [
      c.name,
      {
        kind: 'coded',
        starts: c.caseless ? Uint32Array.from(c.starts) : null,
        codes: (c.names.length > 0xffff ? Uint32Array : Uint16Array).from(c.items),
        names: c.names,
        codeOf: c.codeOf,
        caseless: c.caseless,
      },
    ]),
    ...amounts.map((a): [string, Column] => [a.name, { kind: 'numeric', values: Float64Array.from(a.values) }]),
  ]);
  return { token, rows, columns };
};

/** A filter as a test of row i. */
const testOf = (column: Column, filter: Filter): ((row: number) => boolean) => {
  if (column.kind === 'numeric') {
    const bounds = filter.values.map(Number);
    const { values } = column;
    return filter.op === 'gte' ? (row) => bounds.every((bound) => values[row]! >= bound) : (row) => bounds.every((bound) => values[row]! <= bound);
  }
  const wanted = new Set(
    filter.values.map((value) => column.codeOf.get(column.caseless ? String(value).toLowerCase() : String(value))).filter((code) => code !== undefined),
  );
  const { starts, codes } = column;
  if (!starts) return (row) => wanted.has(codes[row]!);
  return (row) => {
    for (let at = starts[row]!; at < starts[row + 1]!; at++) if (wanted.has(codes[at]!)) return true;
    return false;
  };
};

/**
 * Counts in one pass: a row that passes every filter counts for every field; a row that fails only the choices of
 * one counted field counts for that field alone (a field is counted without its own choices); any other row for none.
 */
const countHeld = (resource: Resource, held: Held, query: ListQuery): FacetCounts => {
  const counted = resource.counted.flat();
  const tests = query.filters.map((filter) => ({
    test: testOf(held.columns.get(filter.field)!, filter),
    /** The counted field this filter chooses values of, or -1. */
    own: filter.op === 'eq' ? counted.indexOf(filter.field) : -1,
  }));
  const columns = counted.map((name) => held.columns.get(name) as Coded);
  const tallies = columns.map((column) => new Float64Array(column.names.length));
  const tally = (field: number, row: number) => {
    const { starts, codes } = columns[field]!;
    const into = tallies[field]!;
    if (!starts) into[codes[row]!]!++;
    else for (let at = starts[row]!; at < starts[row + 1]!; at++) into[codes[at]!]!++;
  };
  for (let row = 0; row < held.rows; row++) {
    let failed = -2; // -2: none failed; a field's index: only its own choices failed; -1: others failed
    for (const { test, own } of tests) {
      if (test(row)) continue;
      if (own === -1 || (failed !== -2 && failed !== own)) {
        failed = -1;
        break;
      }
      failed = own;
    }
    if (failed === -2) for (let field = 0; field < columns.length; field++) tally(field, row);
    else if (failed >= 0) tally(failed, row);
  }
  return Object.fromEntries(
    counted.map((name, field) => {
      // Values not on the field's list are named only where rows hold them (listed ones always are).
      const held = columns[field]!.names.map((item, code): [string, number] => [item, tallies[field]![code]!]).filter(([, n], code) => code > 0 && n > 0);
      return [name, spellCounts(resource, name, held)];
    }),
  );
};

const add = (resource: Resource, a: FacetCounts, b: FacetCounts): FacetCounts =>
  Object.fromEntries(Object.keys(a).map((name) => [name, spellCounts(resource, name, [...Object.entries(a[name]!), ...Object.entries(b[name] ?? {})])]));

export const createFacetIndex = (crud: Crud, versions: TableVersions) => {
  const held = new Map<string, Held>();
  const building = new Map<string, Promise<void>>();

  /** Starts a rebuild when the held columns are missing or stale; keeps the result only if no write came meanwhile. */
  const refresh = (resource: Resource) => {
    const tables = publicTables(resource);
    const token = versions.token(tables);
    if (held.get(resource.name)?.token === token) return Promise.resolve();
    let pending = building.get(resource.name);
    if (!pending) {
      const quiet = versions.quiet(tables);
      pending = build(crud, resource, token)
        .then((fresh) => {
          if (quiet && versions.quiet(tables) && versions.token(tables) === token) held.set(resource.name, fresh);
        })
        .finally(() => building.delete(resource.name));
      // A failed build leaves the counts to the database; the next request tries again.
      pending.catch(() => undefined);
      building.set(resource.name, pending);
    }
    return pending;
  };

  const current = (resource: Resource) => {
    const kept = held.get(resource.name);
    return kept?.token === versions.token(publicTables(resource)) ? kept : null;
  };

  return {
    /** Whether the resource's public counts come from memory now (else from the database). */
    holds: (resource: Resource) => current(resource) !== null,

    /** Resolves once the resource's columns are held as the database has them now (for a first visitor, tests, benches). */
    async ready(resource: Resource) {
      for (let tries = 0; tries < 5 && !current(resource); tries++) await refresh(resource);
    },

    async count(user: Principal, resource: Resource, query: ListQuery): Promise<FacetCounts> {
      // The list's own refusals first (a field this reader may not filter by), whichever way the counts are made.
      crud.checkQueryFields(user, resource, query);
      const seen = crud.audience(user, resource, 'list');
      const open = seen?.open;
      if (!open || !answerable(resource, query)) return countFacets(crud, user, resource, query);
      const kept = current(resource);
      if (!kept) {
        void refresh(resource);
        return countFacets(crud, user, resource, query);
      }
      const counts = countHeld(resource, kept, query);
      if (!seen.parties.length) return counts;
      // The member's own rows that are not public (yet) are few, and counted by the database.
      const own = await countFacets(crud, user, resource, query, (eb) => eb.and([eb.or(seen.parties.map((c) => c(eb))), eb.not(open(eb))]));
      return add(resource, counts, own);
    },
  };
};

export type FacetIndex = ReturnType<typeof createFacetIndex>;
