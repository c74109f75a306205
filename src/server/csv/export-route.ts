/**
 * GET /api/{base}/export.csv?<the list's filters and q>: every row of the filtered list the reader may see, as a
 * CSV file streamed with csv-stringify, read a page of 100 at a time by id (a keyset, never an offset), so 38 000
 * schools leave without the server holding them all at once. Columns are the fields the reader sees, as the API
 * names them; lists and objects are JSON text, yes/no is true/false, and a text starting like a formula is escaped
 * (http/csv.ts). The rows come in order of id, whatever the list's sort. Only staff of the resource export
 * (registry/csv-export.ts; anyone else 401 or 403), at most LIMIT_EXPORTS a member (abuse/rate-limits.ts), and
 * between pages the server answers other requests.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { isJsonKind } from '../../registry/fields.ts';
import type { Resource } from '../../registry/resource.ts';
import { maxPageSize } from '../../registry/query-bounds.ts';
import { exportAction } from '../../registry/csv-export.ts';
import { isAny, type Permissions } from '../access/permissions.ts';
import type { Principal } from '../access/principal.ts';
import { HttpError } from '../http-error.ts';
import type { Row } from '../crud/codec.ts';
import { parseListQuery, type ListQuery } from '../crud/query.ts';
import type { Crud } from '../crud/service.ts';
import type { Db } from '../db/dialect.ts';
import { notAFormula } from '../http/csv.ts';

/** The list's own paging and order are the export's to choose. */
const paging = new Set(['_start', '_end', '_page', '_limit', '_sort', '_order']);

export const cellOf = (resource: Resource, name: string, value: unknown) => {
  if (value === null || value === undefined) return '';
  const field = resource.fields[name];
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return notAFormula(value);
  if ((field && isJsonKind(field)) || typeof value === 'object') return notAFormula(JSON.stringify(value));
  return value as number;
};

/** The rows of the list after `after`, a page at a time, as the reader sees them. */
async function* pagesOf(db: Db, crud: Crud, user: Principal, resource: Resource, query: ListQuery) {
  const found = await crud.searchCandidates(resource, query);
  let after = 0;
  for (;;) {
    const page: ListQuery = {
      ...query,
      filters: [...query.filters, { field: 'id', op: 'gte', values: [after + 1] }],
      sort: [{ field: 'id', direction: 'asc' }],
      start: 0,
      end: maxPageSize,
    };
    const { page: statement, viewer } = crud.compiledList(user, resource, page, found);
    const rows = (await db.executeQuery(statement)).rows as Row[];
    if (!rows.length) return;
    yield rows.map((row) => crud.decodeRow(resource, row, viewer));
    if (rows.length < maxPageSize) return;
    after = Number(rows.at(-1)!.id);
    // A turn of the event loop: requests that arrived while this page was read and written go first.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const exporter = (permissions: Permissions, user: Principal, resource: Resource) => {
  const what = resource.label.toLowerCase();
  if (!user) throw new HttpError(401, `Please sign in as staff to export ${what} as CSV.`);
  if (!isAny(permissions.granted(user, resource, exportAction(resource)))) throw new HttpError(403, `Only editors and admins export ${what} as CSV.`);
};

export const exportRoutes = async (
  app: FastifyInstance,
  { db, crud, permissions, resources }: { db: Db; crud: Crud; permissions: Permissions; resources: readonly Resource[] },
) => {
  for (const resource of resources.filter((each) => each.offers.includes('list')))
    app.get(`/api/${resource.name}/export.csv`, async (request, reply) => {
      exporter(permissions, request.user, resource);
      const given = Object.fromEntries(Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([key]) => !paging.has(key)));
      const query = parseListQuery(resource, given);
      const pages = pagesOf(db, crud, request.user, resource, query);
      // The first page is read before anything is sent, so a refusal (401, 403, a bad filter) is a JSON answer.
      const first = await pages.next();
      const firstRows = first.done ? [] : first.value;
      const columns = firstRows.length
        ? Object.keys(firstRows[0]!).filter((name) => name in resource.fields)
        : Object.keys(resource.fields).filter((name) => !resource.fields[name]!.readers);
      async function* lines() {
        for (let rows = firstRows; ;) {
          for (const row of rows) yield columns.map((name) => cellOf(resource, name, row[name]));
          const next = await pages.next();
          if (next.done) return;
          rows = next.value;
        }
      }
      const file = Readable.from(lines()).pipe(stringify({ header: true, columns, bom: true, record_delimiter: 'windows' }));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${resource.name.replace('/', '-')}.csv"`)
        .header('cache-control', 'no-store')
        .send(file);
    });
};
