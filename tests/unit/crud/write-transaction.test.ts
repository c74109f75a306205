import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import type { HookMap } from '../../../src/server/crud/hooks.ts';
import { createWriteTransaction } from '../../../src/server/crud/write-transaction.ts';
import { openScratchTables } from '../../helpers/scratch-tables.ts';
import { editor } from './people.ts';

const categories = getResource('jobs/categories');
const auditLog = getResource('auth/audit-log');
let scratch: Awaited<ReturnType<typeof openScratchTables>>;
const heard: string[] = [];
const hooks: HookMap = {
  'jobs/categories': [
    { afterChange: ({ after }) => void heard.push(`first saw ${after?.name}`) },
    { afterChange: ({ after }) => void heard.push(`second saw ${after?.name}`) },
  ],
};
let transaction: ReturnType<typeof createWriteTransaction>;

beforeAll(async () => {
  scratch = await openScratchTables([categories, auditLog]);
  transaction = createWriteTransaction(scratch.dialect, hooks);
});
afterAll(() => scratch.close());

const insert = (name: string, then?: () => void, fail = false) =>
  transaction.write(categories, editor, async (context) => {
    const row = await context.db.insertInto(categories.table).values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();
    if (then) context.afterCommit(then);
    if (fail) throw new Error('refused after writing');
    return row;
  });

it('runs the work left for after the commit once the write has committed', async () => {
  const order: string[] = [];
  await insert('Teaching', () => order.push('sent'));
  order.push('answered');
  expect(order).toEqual(['sent', 'answered']);
});

it('neither keeps the rows nor runs the work left for later when the write fails', async () => {
  let sent = false;
  await expect(insert('Nursing', () => (sent = true), true)).rejects.toThrow('refused after writing');
  expect(sent).toBe(false);
  expect(await scratch.db.selectFrom(categories.table).select('name').where('name', '=', 'Nursing').execute()).toEqual([]);
});

it('answers a row a unique index already holds with a 409', async () => {
  await insert('Finance');
  await expect(insert('Finance')).rejects.toMatchObject({ statusCode: 409, message: 'This job category already exists.' });
});

it("runs the resource's afterChange hooks in order, then writes the audit row, in the write's transaction", async () => {
  const row = await transaction.write(categories, editor, async (context) => {
    const written = await context.db.insertInto(categories.table).values({ name: 'Law' }).returningAll().executeTakeFirstOrThrow();
    await transaction.afterChange(context, null, written);
    return written;
  });
  expect(heard).toEqual(['first saw Law', 'second saw Law']);
  const entries = await scratch.db.selectFrom(auditLog.table).select(['owner_id', 'resource', 'record_id', 'action', 'fields']).execute();
  expect(entries).toEqual([{ owner_id: editor.id, resource: 'jobs/categories', record_id: row.id, action: 'create', fields: 'name' }]);
});
