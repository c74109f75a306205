/**
 * POST /api/{base}/import.csv?mode=preview|apply, the file as the body (text/csv): a CSV of rows for a resource,
 * read with csv-parse and planned row by row (import-plan.ts). Each row that would add or change something then
 * goes through the CRUD service as POST or PATCH would (its own transaction, the access rules, hooks and audit
 * row): `apply` commits it, `preview` (the default) rolls it back, so the dry run meets every check the apply
 * meets. A row refused is reported with the server's reason, never dropped silently. Between rows the import
 * lets the server answer other requests, and a server stopping (SIGTERM) ends it there, the rows not reached
 * reported as not applied. Applies of one resource take turns (one-at-a-time.ts). Only those who may change every
 * row of the resource (editors, admins) import. Files of at most 5 MB and 5 000 rows, UTF-8.
 */
import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import type { Resource } from '../../registry/resource.ts';
import { isAny, type Permissions } from '../access/permissions.ts';
import type { Principal } from '../access/principal.ts';
import type { Crud } from '../crud/service.ts';
import type { Dialect } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { planImport, sameAsEarlierLine, type PlannedRow } from './import-plan.ts';
import { oneAtATime } from './one-at-a-time.ts';

export const maxImportBytes = 5 * 1024 * 1024;
export const maxImportRows = 5000;

/** The file's text, or a 400 that says how to save it so it can be read. */
export const fileText = (body: unknown) => {
  if (!Buffer.isBuffer(body) || !body.length) throw new HttpError(400, 'Send the CSV file as the body (Content-Type: text/csv).', { file: 'No file.' });
  if (body.length > maxImportBytes)
    throw new HttpError(413, `The file is ${(body.length / 1024 / 1024).toFixed(1)} MB; import at most ${maxImportBytes / 1024 / 1024} MB at a time.`, {
      file: 'Too large.',
    });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new HttpError(400, 'The file is not UTF-8 text: save it from your spreadsheet as "CSV UTF-8".', { file: 'Not UTF-8 text.' });
  }
  if (text.includes('\u0000')) throw new HttpError(400, 'The file is not a CSV text file (it holds binary data).', { file: 'Not a CSV file.' });
  return text;
};

/** csv-parse counts a record's last line; a person opens the file at its first (a quoted cell may span lines). */
const startLine = (cells: string[], last: number) => last - cells.reduce((breaks, cell) => breaks + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

export const csvRecords = (text: string) => {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: false }) as unknown as typeof records;
  } catch (error) {
    throw new HttpError(400, `The file could not be read as CSV: ${(error as Error).message}`, { file: 'Not a readable CSV file.' });
  }
  const [header, ...rows] = records;
  if (!header || !rows.length) throw new HttpError(400, 'The file has no rows under its header line.', { file: 'No rows.' });
  if (rows.length > maxImportRows)
    throw new HttpError(413, `The file holds ${rows.length} rows; import at most ${maxImportRows} at a time.`, { file: `More than ${maxImportRows} rows.` });
  return { header: header.record.map((name) => name.trim()), rows: rows.map(({ record, info }) => ({ line: startLine(record, info.lines), cells: record })) };
};

const importer = (permissions: Permissions, user: Principal, resource: Resource) => {
  if (!user) throw new HttpError(401, `Please sign in to import ${resource.label.toLowerCase()}.`);
  if (!isAny(permissions.granted(user, resource, 'update')) || !permissions.granted(user, resource, 'create'))
    throw new HttpError(403, `Only editors and admins import ${resource.label.toLowerCase()}.`);
};

const totalsOf = (rows: readonly PlannedRow[]) => {
  const totals = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) totals[row.action]++;
  return totals;
};

/** A turn of the event loop: requests that arrived meanwhile are read and answered before the next row. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export const importRoutes = async (
  app: FastifyInstance,
  { dialect, crud, permissions, resources }: { dialect: Dialect; crud: Crud; permissions: Permissions; resources: readonly Resource[] },
) => {
  const { db } = dialect;
  const inTurn = oneAtATime(dialect);
  // Set as the server starts to stop; the imports under way end after their current row, and the stop waits for them.
  let stopping = false;
  const running = new Set<Promise<unknown>>();
  app.addHook('preClose', async () => {
    stopping = true;
    await Promise.allSettled(running);
  });

  /** Writes (or, for a preview, writes and rolls back) each row that adds or changes something, one at a time. */
  const run = async (user: Principal, resource: Resource, rows: PlannedRow[], dryRun: boolean) => {
    let stopped = false;
    const repeated = sameAsEarlierLine(resource, user!.id);
    for (const row of rows) {
      if (row.action !== 'create' && row.action !== 'update') continue;
      await nextTurn();
      if (stopping) stopped = true;
      if (stopped) {
        Object.assign(row, {
          action: 'error',
          errors: { row: 'Not applied: the server was stopping. Apply the file again; rows applied already stay unchanged.' },
        });
        continue;
      }
      const earlier = repeated(row);
      if (earlier) {
        Object.assign(row, { action: 'error', errors: { row: earlier } });
        continue;
      }
      try {
        const written =
          row.action === 'create'
            ? await crud.create(user, resource, row.body, {}, { dryRun })
            : await crud.update(user, resource, row.id!, row.body, { dryRun });
        if (!dryRun) row.id = Number((written as { id: number }).id);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        Object.assign(row, { action: 'error', errors: error.errors ?? { row: error.message } });
      }
    }
    return stopped;
  };

  // Read whole, up to twice the limit, so a file just over it is told its size rather than cut off.
  app.addContentTypeParser(['text/csv', 'application/vnd.ms-excel'], { parseAs: 'buffer', bodyLimit: maxImportBytes * 2 }, (_request, body, done) =>
    done(null, body),
  );
  for (const resource of resources.filter((each) => each.offers.includes('create') && each.offers.includes('update')))
    app.post(`/api/${resource.name}/import.csv`, { bodyLimit: maxImportBytes * 2 }, async (request) => {
      importer(permissions, request.user, resource);
      const mode = (request.query as { mode?: string }).mode ?? 'preview';
      if (mode !== 'preview' && mode !== 'apply') throw new HttpError(400, 'mode must be preview (a dry run) or apply.', { mode: 'preview or apply' });
      const { header, rows } = csvRecords(fileText(request.body));
      const work = async () => {
        // Planned inside the apply's turn, so an apply just before this one is seen (its rows match, unchanged).
        const plan = await planImport(db, resource, header, rows);
        const stopped = await run(request.user, resource, plan.rows, mode === 'preview');
        return { plan, stopped };
      };
      const doing = mode === 'apply' ? inTurn(resource.name, work) : work();
      running.add(doing);
      const { plan, stopped } = await doing.finally(() => running.delete(doing));
      return {
        mode,
        ...(stopped ? { stopped: true } : {}),
        columns: plan.columns,
        totals: totalsOf(plan.rows),
        rows: plan.rows.map(({ line, action, id, errors, note }) => ({
          line,
          action,
          ...(id ? { id } : {}),
          ...(note ? { note } : {}),
          ...(errors ? { errors } : {}),
        })),
      };
    });
};
