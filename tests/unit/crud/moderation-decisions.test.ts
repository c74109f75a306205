import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { getResource } from '../../../src/registry/index.ts';
import type { Db } from '../../../src/server/db/dialect.ts';
import { createModerationDecisions } from '../../../src/server/crud/moderation-decisions.ts';
import type { Decided, DecisionMail } from '../../../src/server/crud/revisions.ts';
import { createRowAccess } from '../../../src/server/crud/row-access.ts';
import { createRowDecoder } from '../../../src/server/crud/row-decoder.ts';
import { createWriteTransaction } from '../../../src/server/crud/write-transaction.ts';
import { openScratchTables } from '../../helpers/scratch-tables.ts';
import { seededPermissions } from '../../helpers/seeded-permissions.ts';
import { editor, vendor } from './people.ts';

const shops = getResource('shop/shops');
const faqs = getResource('support/faqs');
const users = getResource('auth/users');
const notifications = getResource('notifications/main');
let scratch: Awaited<ReturnType<typeof openScratchTables>>;
let decisions: ReturnType<typeof createModerationDecisions>;

/** A mailer that keeps what it is given: what was written in the transaction, and when it was asked to send. */
const fakeMail = () => {
  const events: string[] = [];
  const written: { to: string; locale: string; decided: Decided }[] = [];
  const mail: DecisionMail = {
    enqueue: async (_db: Db, to, locale, decided) => {
      events.push('written');
      written.push({ to, locale, decided });
    },
    flush: () => events.push('sent'),
  };
  return { mail, events, written };
};

beforeAll(async () => {
  scratch = await openScratchTables([shops, faqs, users, notifications, getResource('auth/audit-log')]);
  const access = createRowAccess(scratch.db, seededPermissions());
  decisions = createModerationDecisions(
    access,
    createWriteTransaction(scratch.dialect, {}),
    createRowDecoder((name) => name),
  );
  await scratch.db
    .insertInto(users.table)
    .values([
      { id: editor.id, name: editor.name, email: editor.email, locale: 'en' },
      { id: vendor.id, name: vendor.name, email: vendor.email, locale: 'sw' },
    ])
    .execute();
});
afterAll(() => scratch.close());
beforeEach(() => scratch.db.deleteFrom(notifications.table).execute());

const submitted = async (owner: number) => {
  const updated_at = '2026-03-02T08:00:00.000Z';
  const row = await scratch.db
    .insertInto(shops.table)
    .values({ name: 'Duka la Vitabu', owner_id: owner, moderation: 'pending', created_at: updated_at, updated_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id as number, seen: updated_at };
};

it('approves a submission, tells its owner in their language and emails them once the decision is committed', async () => {
  const { id, seen } = await submitted(vendor.id);
  const { mail, events, written } = fakeMail();
  const row = await decisions.decide(editor, shops, id, { decision: 'approve', reason: null, link: `/shops/${id}`, seen }, mail);
  expect(row).toMatchObject({ id, moderation: 'approved' });
  expect(written).toEqual([
    { to: vendor.email, locale: 'sw', decided: { resource: shops, decision: 'approve', reason: null, link: `/shops/${id}`, revised: false } },
  ]);
  expect(events).toEqual(['written', 'sent']);
  const [note] = await scratch.db.selectFrom(notifications.table).select(['recipient_id', 'owner_id', 'title', 'link']).execute();
  expect(note).toEqual({ recipient_id: vendor.id, owner_id: editor.id, title: 'Imechapishwa: Duka "Duka la Vitabu"', link: `/shops/${id}` });
});

it('tells the owner the reason of a rejection', async () => {
  const { id, seen } = await submitted(vendor.id);
  const { mail, written } = fakeMail();
  await decisions.decide(editor, shops, id, { decision: 'reject', reason: 'No address given.', link: `/shops/${id}`, seen }, mail);
  expect(written[0]!.decided).toMatchObject({ decision: 'reject', reason: 'No address given.' });
  const [note] = await scratch.db.selectFrom(notifications.table).select('body').execute();
  expect(note!.body).toContain('No address given.');
});

it('tells nobody when moderators decide their own submission', async () => {
  const { id, seen } = await submitted(editor.id);
  const { mail, events } = fakeMail();
  await decisions.decide(editor, shops, id, { decision: 'approve', reason: null, link: `/shops/${id}`, seen }, mail);
  expect(events).toEqual([]);
  expect(await scratch.db.selectFrom(notifications.table).select('id').execute()).toEqual([]);
});

it('decides a row only once: a second decision is a 409 and tells nobody again', async () => {
  const { id, seen } = await submitted(vendor.id);
  await decisions.decide(editor, shops, id, { decision: 'approve', reason: null, link: `/shops/${id}`, seen }, fakeMail().mail);
  const again = fakeMail();
  await expect(decisions.decide(editor, shops, id, { decision: 'reject', reason: 'Late.', link: '', seen }, again.mail)).rejects.toMatchObject({
    statusCode: 409,
  });
  expect(again.events).toEqual([]);
});

it('refuses a decision on a resource that is not moderated, and one by a member who does not moderate', async () => {
  await expect(decisions.decide(editor, faqs, 1, { decision: 'approve', reason: null, link: '', seen: '' }, fakeMail().mail)).rejects.toMatchObject({
    statusCode: 400,
  });
  const { id, seen } = await submitted(vendor.id);
  await expect(decisions.decide(vendor, shops, id, { decision: 'approve', reason: null, link: '', seen }, fakeMail().mail)).rejects.toMatchObject({
    statusCode: 403,
  });
  expect([decisions.moderates(editor, shops), decisions.moderates(vendor, shops), decisions.moderates(editor, faqs)]).toEqual([true, false, false]);
});
