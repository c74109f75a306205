/**
 * The attack matrix, generated from the registry: for every resource × actor (signed out, a stranger, the
 * owner, another member of the owner's role, each related party, an editor, an admin) × action (list, read,
 * create, update, delete), the outcome the declared rules give (tests/helpers/access-rules.ts) is what the
 * server answers. Rows are made as the admin and then given their owner and related parties in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, ownScope } from '../../src/registry/access.ts';
import { getResource, resources } from '../../src/registry/index.ts';

const written = resources.filter((r) => r.offers.includes('create'));
import type { Field } from '../../src/registry/fields.ts';
import { writableFields } from '../../src/registry/schemas.ts';
import type { Resource } from '../../src/registry/resource.ts';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { expected, reachOf, setByOthers, writableBy, type ActorShape } from '../helpers/access-rules.ts';
import { client, member, signInAdmin, type Client, type Session } from '../helpers/client.ts';
import { multipart, pdf } from '../helpers/files.ts';
import { claimableListing, messageSample, sampleRow } from '../helpers/samples.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;
let admin: Session, editor: Session, stranger: Session, anonymous: Client;
/** Per member role: the owner of rows, another member of that role, and the related party. */
const people: Record<string, { owner: Session; peer: Session; related: Session }> = {};

const create = async (who: Client, resource: Resource, body: Record<string, unknown>) => {
  // A listing's visit by its owner (the admin made the listing) is not counted: a reader records it.
  if (resource.name === 'analytics/engagement') return client(server.app).post(`/api/${resource.name}`, body);
  if (resource.name === 'institutions/claims') await claimableListing(server.app.db, body.listing_id as number);
  await messageSample(server.app.db, resource, body, (who as Partial<Session>).user?.id);
  if (resource.name !== 'jobs/resumes') return who.post(`/api/${resource.name}`, body);
  const form = multipart([
    ...Object.entries(body).map(([name, value]) => ({ name, value: String(value) })),
    { name: 'resume_file', value: pdf, filename: 'cv.pdf' },
  ]);
  return who.raw('POST', '/api/jobs/resumes', form.payload, form.headers);
};

const adminCreate = async (name: string, overrides: Record<string, unknown> = {}): Promise<number> => {
  const resource = getResource(name);
  const made = await create(admin, resource, { ...(await sampleRow(resource, (n) => adminCreate(n))), ...overrides });
  if (made.status !== 201) throw new Error(`could not create ${name}: ${JSON.stringify(made.body)}`);
  return made.body.id;
};

/** Makes `userId` the party at the end of `path` from row `id`, creating the rows between afresh. */
const makeParty = async (resource: Resource, id: number, path: readonly string[], userId: number): Promise<void> => {
  const [step, ...rest] = path as [string, ...string[]];
  const { db } = dialect;
  if (!rest.length) {
    await db
      .updateTable(resource.table)
      .set({ [step]: userId })
      .where('id', '=', id)
      .execute();
    return;
  }
  const dot = step.lastIndexOf('.');
  if (step.includes('/')) {
    const source = getResource(step.slice(0, dot));
    const linked = await adminCreate(source.name, { [step.slice(dot + 1)]: id });
    return makeParty(source, linked, rest, userId);
  }
  const target = getResource(resource.fields[step]!.ref!);
  const fresh = await adminCreate(target.name);
  await db
    .updateTable(resource.table)
    .set({ [step]: fresh })
    .where('id', '=', id)
    .execute();
  return makeParty(target, fresh, rest, userId);
};

const roleFor = (resource: Resource, scope: string) =>
  memberRoles.find((role) => (resource.grants[role] ?? []).some((text) => (scope === 'create' ? text === 'create' : text.endsWith(`:${scope}`)))) ??
  'subscriber';

interface Built {
  id: number;
  /** Party name → the member who is that party to this row. */
  parties: Map<string, Session>;
}

const build = async (resource: Resource, moderation: string | null): Promise<Built> => {
  const parties = new Map<string, Session>();
  let id: number;
  if (resource.ownerField === 'id') {
    const owner = await member(server.app, 'subscriber');
    id = owner.user.id;
    parties.set(ownScope, owner);
  } else {
    id = await adminCreate(resource.name);
    if (resource.ownerField) {
      const owner = people[roleFor(resource, 'create')]!.owner;
      await dialect.db
        .updateTable(resource.table)
        .set({ [resource.ownerField]: owner.user.id })
        .where('id', '=', id)
        .execute();
      parties.set(ownScope, owner);
    }
  }
  if (moderation) await dialect.db.updateTable(resource.table).set({ moderation }).where('id', '=', id).execute();
  for (const [name, party] of Object.entries(resource.parties)) {
    if (name === ownScope) continue;
    const who = people[roleFor(resource, name)]!.related;
    await makeParty(resource, id, party.path, who.user.id);
    parties.set(name, who);
  }
  return { id, parties };
};

/** A value different from the sample the row was made with. */
const changedValue = (field: Field): unknown => {
  switch (field.kind) {
    case 'boolean':
      return false;
    case 'enum':
      return field.values!.at(-1);
    case 'integer':
    case 'money':
      return Math.min(field.max ?? 1_000_000, (field.min ?? 0) + 4);
    default:
      return 'Changed in the attack matrix';
  }
};

const isChangeable = (field: Field) => ['text', 'longText', 'boolean', 'enum', 'integer', 'money'].includes(field.kind) && !field.unique && !field.staff;

/** A permission's resource must name a real resource, so its action is what the matrix changes. */
const preferred: Record<string, string[]> = { 'auth/permissions': ['action'] };

const updateBody = (resource: Resource, only: string[] | null) => {
  const allowed = only?.length ? only : preferred[resource.name];
  const candidates = writableFields(resource).filter(([name, field]) => isChangeable(field) && (!allowed || allowed.includes(name)));
  const text = candidates.find(([, field]) => field.kind === 'text' || field.kind === 'longText');
  const [name, field] = text ?? candidates.find(([, f]) => f.kind !== 'enum' || f.values!.length > 1) ?? [];
  return name ? { [name]: changedValue(field!) } : null;
};

interface Actor {
  label: string;
  who: (built: Built) => Client;
  shape: (built: Built) => ActorShape;
}

const shapeOf = (session: Session | null, built: Built): ActorShape => ({
  roles: session?.user.roles ?? [],
  signedIn: Boolean(session),
  parties: new Set([...built.parties].filter(([, s]) => session && s.user.id === session.user.id).map(([name]) => name)),
});

const fixed = (label: string, session: () => Session): Actor => ({ label, who: () => session(), shape: (b) => shapeOf(session(), b) });

const actorsFor = (resource: Resource): Actor[] => {
  const ownerRole = roleFor(resource, 'create');
  const partyActors = Object.keys(resource.parties).map((name): Actor => ({
    label: `party ${name}`,
    who: (b) => b.parties.get(name)!,
    shape: (b) => shapeOf(b.parties.get(name)!, b),
  }));
  return [
    { label: 'signed out', who: () => anonymous, shape: () => ({ roles: [], signedIn: false, parties: new Set() }) },
    fixed('stranger', () => stranger),
    fixed(`another ${ownerRole}`, () => people[ownerRole]!.peer),
    ...partyActors,
    fixed('editor', () => editor),
    fixed('admin', () => admin),
  ];
};

beforeAll(async () => {
  server = await startServer();
  dialect = await openDialect(server.config);
  admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
  stranger = await member(server.app, 'subscriber');
  anonymous = client(server.app);
  for (const role of memberRoles)
    people[role] = {
      owner: await member(server.app, role, admin),
      peer: await member(server.app, role, admin),
      related: await member(server.app, role, admin),
    };
}, 120_000);
afterAll(async () => {
  await dialect?.close();
  await server?.close();
});

const states = (resource: Resource) => (resource.visibility === 'moderated' ? ['approved', 'pending'] : [null]);

// A resource that is only read (the audit log) has its rows made by the server: tests/api/audit-log.test.ts.
describe.each(written.flatMap((r) => states(r).map((state) => [`${r.name}${state ? ` (${state})` : ''}`, r, state] as const)))('%s', (_, resource, state) => {
  it('list, read and update answer what the rules declare, for every actor', async () => {
    const built = await build(resource, state);
    for (const actor of actorsFor(resource)) {
      const who = actor.who(built);
      const shape = actor.shape(built);
      const want = expected(resource, shape, state !== 'pending');
      const context = `${actor.label} (${[...shape.parties].join(',') || 'no relation'})`;

      const list = await who.get(`/api/${resource.name}?id=${built.id}`);
      expect(list.status, `${context} list: ${JSON.stringify(list.body)}`).toBe(want.list.status);
      if (list.status === 200)
        expect(
          list.body.some((r: { id: number }) => r.id === built.id),
          `${context} list shows the row`,
        ).toBe(want.list.includes);

      const read = await who.get(`/api/${resource.name}/${built.id}`);
      expect(read.status, `${context} read: ${JSON.stringify(read.body)}`).toBe(want.read);
      expect(read.body.message ?? read.body.id, `${context} read answers JSON`).toBeTruthy();

      const body = updateBody(resource, writableBy(resource, reachOf(resource, shape, 'update'), shape.parties));
      if (!body) continue;
      const update = await who.patch(`/api/${resource.name}/${built.id}`, body);
      expect(update.status, `${context} update ${JSON.stringify(body)}: ${JSON.stringify(update.body)}`).toBe(want.update);
    }
  });

  it('delete answers what the rules declare, for every actor', async () => {
    const shared = await build(resource, state);
    for (const actor of actorsFor(resource)) {
      const shape = actor.shape(shared);
      const want = expected(resource, shape, state !== 'pending').delete;
      // A delete that should succeed gets a row of its own, so the others still have theirs.
      const built = want === 200 ? await build(resource, state) : shared;
      const removed = await actor.who(built).delete(`/api/${resource.name}/${built.id}`);
      expect(removed.status, `${actor.label} delete: ${JSON.stringify(removed.body)}`).toBe(want);
    }
  });

  it('create is refused exactly where no grant allows it', async () => {
    const owner = people[roleFor(resource, 'create')]!.owner;
    for (const actor of [...actorsFor(resource).filter((a) => !a.label.startsWith('party')), fixed('owner', () => owner)]) {
      const built = { id: 0, parties: new Map() };
      const want = expected(resource, actor.shape(built), true).create;
      const body = await sampleRow(resource, (n) => adminCreate(n));
      for (const field of setByOthers(resource)) delete body[field];
      const made = await create(actor.who(built), resource, body);
      if (want === 'allowed') expect([401, 403], `${actor.label} create: ${JSON.stringify(made.body)}`).not.toContain(made.status);
      else expect(made.status, `${actor.label} create: ${JSON.stringify(made.body)}`).toBe(want);
      expect(made.status, JSON.stringify(made.body)).toBeLessThan(500);
    }
  });
});
