/**
 * A list's statements are compiled once per shape and bound per request (src/server/crud/list-shapes.ts): for every
 * resource, reader and kind of filter, the statements bound to a request's values are the ones a fresh compile
 * of that request gives, SQL and parameters, whether its shape was compiled for other values or not.
 */
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededRoles } from '../../src/registry/access.ts';
import { isFilterable, type Field } from '../../src/registry/fields.ts';
import { resources } from '../../src/registry/index.ts';
import type { Resource } from '../../src/registry/resource.ts';
import type { Principal } from '../../src/server/access/principal.ts';
import { parseListQuery } from '../../src/server/crud/query.ts';
import { startCrudBesideServer } from '../helpers/crud-beside-server.ts';

let env: Awaited<ReturnType<typeof startCrudBesideServer>>;
let crud: typeof env.crud;

beforeAll(async () => {
  env = await startCrudBesideServer();
  ({ crud } = env);
});
afterAll(() => env?.close());

/** Two different values a filter on `field` accepts (the second, for the second request of a shape). */
const valuesFor = (field: Field): [string, string] => {
  if (field.values) return [field.values[0]!, field.values.at(-1)!];
  switch (field.kind) {
    case 'integer':
    case 'money':
    case 'ref':
    case 'number':
      return ['3', '41'];
    case 'boolean':
      return ['true', 'false'];
    case 'date':
    case 'datetime':
      return ['2026-01-31', '2026-11-02'];
    default:
      return ["Mama's 50%_off", 'Kisumu \\ West'];
  }
};

/** Requests of one shape, in pairs with other values: each filter by each operator, alone and with two values. */
const requestPairs = (resource: Resource): [Record<string, unknown>, Record<string, unknown>][] => {
  const sort = resource.sortable[0] ? { _sort: resource.sortable.at(-1)!, _order: 'desc' } : {};
  const pairs: [Record<string, unknown>, Record<string, unknown>][] = [
    [
      { _start: 0, _end: 20 },
      { _start: 40, _end: 45 },
    ],
  ];
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!isFilterable(field)) continue;
    const [a, b] = valuesFor(field);
    const page = (start: number) => ({ ...sort, _start: start, _end: start + 10 });
    pairs.push(
      [
        { [name]: a, ...page(0) },
        { [name]: b, ...page(30) },
      ],
      [
        { [name]: [a, b], ...page(10) },
        { [name]: [b, a], ...page(0) },
      ],
      [
        { [`${name}_ne`]: a, ...page(0) },
        { [`${name}_ne`]: b, ...page(20) },
      ],
      [
        { [`${name}_gte`]: a, [`${name}_lte`]: b, ...page(0) },
        { [`${name}_gte`]: b, [`${name}_lte`]: a, ...page(10) },
      ],
      [
        { [`${name}_like`]: 'ab%', ...page(0) },
        { [`${name}_like`]: 'c_d\\', ...page(50) },
      ],
    );
  }
  return pairs;
};

const readers: Principal[] = [
  null,
  ...seededRoles.flatMap((role) => [7, 8].map((id) => ({ id, name: 'Reader', email: 'reader@example.test', roles: [role] }))),
];

const statements = ({ page, publicPage, counts }: { page: CompiledQuery; publicPage?: CompiledQuery; counts: CompiledQuery[] }) =>
  [page, publicPage, ...counts].map((statement) => statement && { sql: statement.sql, parameters: statement.parameters });

/** The statements a fresh compile gives, or the refusal. */
const fresh = (user: Principal, resource: Resource, request: Record<string, unknown>) => {
  try {
    const built = crud.listQueries(user, resource, parseListQuery(resource, request));
    return statements({ page: built.page.compile(), publicPage: built.publicPage?.compile(), counts: built.counts.map((count) => count.compile()) });
  } catch (error) {
    return String(error);
  }
};

const bound = (user: Principal, resource: Resource, request: Record<string, unknown>) => {
  try {
    return statements(crud.compiledList(user, resource, parseListQuery(resource, request)));
  } catch (error) {
    return String(error);
  }
};

// Some thousands of compiles, every shape for every reader: about a minute of one core, more on a loaded machine.
it('binds each shape to the values of each request as a fresh compile would', { timeout: 180_000 }, () => {
  let compared = 0;
  for (const resource of resources)
    for (const user of readers)
      for (const pair of requestPairs(resource))
        for (const request of pair) {
          const expected = fresh(user, resource, request);
          expect(bound(user, resource, request), `${resource.name} ${JSON.stringify(request)} as ${user?.roles ?? 'a visitor'} #${user?.id}`).toEqual(expected);
          if (typeof expected !== 'string') compared += 1;
        }
  expect(compared).toBeGreaterThan(2000);
});

it('compiles a search for its words each time', () => {
  const schools = resources.find((resource) => resource.name === 'institutions/schools')!;
  for (const q of ['nairobi academy', 'kisumu'])
    expect(bound(null, schools, { q, county: 'Nakuru', _start: 0, _end: 20 })).toEqual(fresh(null, schools, { q, county: 'Nakuru', _start: 0, _end: 20 }));
});
