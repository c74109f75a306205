/**
 * Saved-search alerts as days go by: a member with alerts on gets one digest (a notification and an email) once
 * new listings match, however many runs look, from two instances at once; nothing more until a day has passed;
 * the next day another, with only what was approved since; none when nothing new matched. The runs (every 15
 * minutes in each instance of the app) are called here from two instances of their own on the app's database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dayMs, moveClock } from '../../src/registry/clock.ts';
import { createPermissions } from '../../src/server/access/permissions.ts';
import { createCrud } from '../../src/server/crud/service.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { createMailQueue } from '../../src/server/mail/mail-queue.ts';
import { runAlertDigests, type DigestDeps } from '../../src/server/saved/alert-digests.ts';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { decide } from '../helpers/moderation.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { anotherInstance } from '../helpers/another-instance.ts';
import { startServer } from '../helpers/server.ts';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, owner: Session, watcher: Session;
let first: number, second: number;
const instances: Awaited<ReturnType<typeof digestInstance>>[] = [];
/** What went wrong in the instances' runs and mail: nothing should. */
const problems: unknown[] = [];

/** One instance of the app as the digests need it: its own connection, list service and mail queue. */
const digestInstance = async () => {
  const dialect = await anotherInstance(server.config);
  const permissions = createPermissions(dialect.db);
  await permissions.reload();
  const log = { info: () => undefined, error: (details: object) => void problems.push(details) };
  const mailer = createMailer(server.config, log);
  const mailQueue = createMailQueue(dialect.db, mailer, log);
  const deps: DigestDeps = {
    db: dialect.db,
    crud: createCrud({ dialect, permissions, hooks: {}, fileLink: (name) => name }),
    mailQueue,
    publicUrl: server.config.publicUrl,
    settleMs: server.config.alertSettleMs,
    warn: (error) => void problems.push(error),
  };
  return {
    deps,
    close: async () => {
      await mailQueue.close();
      await mailer.close();
      await dialect.close();
    },
  };
};

/** Both instances run at the same moment; how many digests each sent. */
const runBoth = () => Promise.all(instances.map(({ deps }) => runAlertDigests(deps)));

const approvedSchool = async (name: string, county: string) => {
  const created = await owner.post('/api/institutions/schools', { name, county });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await decide(admin, 'institutions/schools', created.body.id)).status).toBe(200);
  return created.body.id as number;
};

const digestNotes = async () =>
  ((await watcher.get('/api/notifications/main?_end=100')).body as { title: string }[]).filter((note) =>
    /new match(es)? for your saved search/.test(note.title),
  );
/** The digest emails, their quoted-printable lines joined again. */
const digestMails = () =>
  mailsTo(server.config.dataDir, watcher.user.email)
    .filter((mail) => /Subject: \d+ new match/.test(mail.text))
    .map((mail) => mail.text.replace(/=\r?\n/g, ''));
const mailsArrive = async (count: number) => expect(await eventually(async () => digestMails().length >= count, 5000)).not.toBeNull();

beforeAll(async () => {
  // The app's own run waits a day of real time, so only this test's runs send digests.
  server = await startServer({ alertDigestEveryMs: dayMs });
  instances.push(await digestInstance(), await digestInstance());
  admin = await signInAdmin(server.app);
  owner = await member(server.app, 'school', admin);
  watcher = await member(server.app, 'subscriber', admin);
  const saved = await watcher.post('/api/accounts/saved-searches', {
    name: 'Kakamega schools',
    resource: 'institutions/schools',
    query: 'county=Kakamega',
    page: '/institutions/schools?county=Kakamega',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  first = await approvedSchool('Shinyalu Girls Secondary', 'Kakamega');
});
afterAll(async () => {
  moveClock(0);
  for (const instance of instances) await instance.close();
  await server?.close();
});

it('sends one digest when two instances run at once, then nothing more that day', async () => {
  // Past the time an approval is left to settle.
  moveClock(10 * minuteMs);
  expect((await runBoth()).sort()).toEqual([0, 1]);
  expect(await runBoth()).toEqual([0, 0]);
  expect(await digestNotes()).toHaveLength(1);
  await mailsArrive(1);
  expect(digestMails()[0]).toContain(`/institutions/schools/${first}`);

  // A new match the same day waits for tomorrow's digest.
  second = await approvedSchool('Malava Boys Secondary', 'Kakamega');
  moveClock(6 * hourMs);
  expect(await runBoth()).toEqual([0, 0]);
  moveClock(23 * hourMs);
  expect(await runBoth()).toEqual([0, 0]);
  expect(await digestNotes()).toHaveLength(1);
  expect(digestMails()).toHaveLength(1);
  expect(problems).toEqual([]);
});

it('sends the next digest a day later, with only what was approved since', async () => {
  moveClock(dayMs + 20 * minuteMs);
  expect((await runBoth()).sort()).toEqual([0, 1]);
  expect(await runBoth()).toEqual([0, 0]);
  expect(await digestNotes()).toHaveLength(2);
  await mailsArrive(2);
  expect(digestMails()[1]).toContain(`/institutions/schools/${second}`);
  expect(digestMails()[1]).not.toContain(`/institutions/schools/${first}`);
  expect(problems).toEqual([]);
});

it('sends none on a day nothing new matched', async () => {
  moveClock(2 * dayMs + 30 * minuteMs);
  expect(await runBoth()).toEqual([0, 0]);
  expect(await digestNotes()).toHaveLength(2);
  expect(digestMails()).toHaveLength(2);
  expect(problems).toEqual([]);
});
