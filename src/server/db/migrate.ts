/**
 * Versioned migrations. The registry's schema is compared with the database and the difference applied:
 * new tables, new columns, new indexes, and search indexes rebuilt when their fields change. Nothing is
 * dropped, so an older database upgrades with its data. Each applied schema is recorded as a version,
 * after the hand-written steps (renames, data fixes) that an additive diff cannot express.
 */
import { sql } from 'kysely';
import { priorReviews, priorStars } from '../../registry/rating-score.ts';
import type { Resource } from '../../registry/resource.ts';
import { ratingTargets } from '../../registry/resources/content.ts';
import type { Db, Dialect } from './dialect.ts';
import { schemaVersion, tableSpec, type TableSpec } from './schema.ts';
import { internalTables } from './internal-tables.ts';
import { wordsVersion } from './full-text.ts';
import { nowIso } from '../../registry/clock.ts';
import { readPoint } from '../../registry/coordinates.ts';
import { publicFlag } from '../access/public-rows.ts';

interface Step {
  version: string;
  up: (dialect: Dialect, resources: readonly Resource[]) => Promise<void>;
}

/** Hand-written steps run before the schema is compared (renames), in order; each runs once. Add new ones at the end. */
const steps: Step[] = [
  {
    // A role may now hold several scopes for one action (its own rows and those of a relation).
    version: 'permissions-unique-with-scope',
    up: ({ db }) => db.schema.dropIndex('uq_auth_permissions_role_id_resource_action').ifExists().execute(),
  },
  {
    // Discount codes are unique within their shop, no longer across all shops.
    version: 'discount-code-per-shop',
    up: ({ db }) => db.schema.dropIndex('uq_shop_discounts_code').ifExists().execute(),
  },
  {
    // A cart holds one line per product and variant (size 30 and size 32 of one sweater), no longer per product.
    version: 'cart-line-per-variant',
    up: ({ db }) => db.schema.dropIndex('uq_shop_cart_owner_id_product_id').ifExists().execute(),
  },
];

/** Hand-written data fixes run after the schema has its new columns, in order; each runs once. */
const dataSteps: Step[] = [
  {
    // Notifications name their recipient; until now the owner was the recipient.
    version: 'notifications-recipient',
    up: async ({ db }) => {
      for (const table of ['notifications_main', 'notifications_alerts', 'notifications_push'])
        await db
          .updateTable(table)
          .set((eb) => ({ recipient_id: eb.ref('owner_id') }))
          .where('recipient_id', 'is', null)
          .execute();
    },
  },
  {
    // Grants follow relations: the old rows on these resources (employers reading every CV, the whole
    // permission table public) give way to the registry's, so an upgraded installation closes the same holes.
    version: 'relation-grants',
    up: async ({ db }) => {
      const { replaceGrants } = await import('./bootstrap.ts');
      await replaceGrants(db, relationResources);
    },
  },
  {
    // List indexes now end with the row id; the ones they replace would only cost every write.
    version: 'list-indexes-end-with-id',
    up: async ({ db }, resources) => {
      for (const spec of resources.map(tableSpec)) {
        const kept = new Set(spec.indexes.map((index) => index.name));
        for (const index of spec.indexes) {
          const replaced = index.name.replace(/_id$/, '');
          if (index.columns.at(-1) === 'id' && !kept.has(replaced)) await db.schema.dropIndex(replaced).ifExists().execute();
        }
      }
    },
  },
  {
    // Orders follow a longer lifecycle: `shipped` is now `dispatched`, and an order made before delivery and
    // vouchers were priced is an order of its items alone, collected at the shop.
    version: 'order-lifecycle',
    up: async ({ db }) => {
      await db.updateTable('shop_orders').set({ status: 'dispatched' }).where('status', '=', 'shipped').execute();
      await db
        .updateTable('shop_orders')
        .set((eb) => ({ subtotal: eb.ref('total'), delivery_fee: 0, discount: 0, delivery_method: 'pickup' }))
        .where('subtotal', 'is', null)
        .execute();
    },
  },
  {
    // The pipeline's first stage is now New (it was Submitted).
    version: 'application-stage-new',
    up: async ({ db }) => {
      await db.updateTable('jobs_applications').set({ stage: 'New' }).where('stage', '=', 'Submitted').execute();
      // Jobs posted before the employment type existed were full-time posts.
      await db.updateTable('jobs_main').set({ employment_type: 'Full-time' }).where('employment_type', 'is', null).execute();
    },
  },
  {
    // Lists sort by the weighted rating (src/registry/rating-score.ts), computed here once for rows already rated.
    version: 'weighted-rating',
    up: async ({ db }, resources) => {
      for (const [type, name] of Object.entries(ratingTargets)) {
        const resource = resources.find((candidate) => candidate.name === name);
        if (!resource?.fields.rating_score) continue;
        const table = resource.table;
        const stars = sql`(SELECT coalesce(sum(stars), 0) FROM content_ratings AS r WHERE r.target_type = ${type} AND r.target_id = ${sql.ref(`${table}.id`)} AND r.moderation = 'approved')`;
        await db
          .updateTable(table)
          .set({ rating_score: sql`round(CAST(${sql.lit(priorReviews * priorStars)} + ${stars} AS NUMERIC) / (${sql.lit(priorReviews)} + review_count), 2)` })
          .where('review_count', '>', 0)
          .execute();
      }
    },
  },
  {
    // Members block senders of messages they received (docs/messages.md): the new resource's grants, on an
    // installation whose roles were seeded before it existed.
    version: 'message-blocks-grants',
    up: async ({ db }) => {
      const { replaceGrants } = await import('./bootstrap.ts');
      await replaceGrants(db, ['notifications/blocks']);
    },
  },
];

/** The resources whose grants changed when grants began to follow relations. */
const relationResources = [
  'jobs/resumes',
  'jobs/applications',
  'notifications/main',
  'notifications/alerts',
  'notifications/push',
  'notifications/messages',
  'support/feedback',
  'support/issues',
  'support/tickets',
  'support/ticket-responses',
  'shop/orders',
  'shop/discounts',
];

const createTable = async (dialect: Dialect, spec: TableSpec) => {
  let builder = dialect.db.schema
    .createTable(spec.name)
    .ifNotExists()
    .addColumn('id', dialect.idType, (c) => dialect.autoIncrementPrimaryKey(c));
  for (const column of spec.columns) builder = builder.addColumn(column.name, dialect.columnType(column.type));
  await builder.execute();
};

const applied = async (dialect: Dialect) => new Set((await dialect.db.selectFrom('_migrations').select('version').execute()).map((r) => r.version as string));

const record = (db: Db, version: string) => db.insertInto('_migrations').values({ version, applied_at: nowIso() }).execute();

export const migrate = async (dialect: Dialect, resources: readonly Resource[]) => {
  for (const create of internalTables) await create(dialect);
  const done = await applied(dialect);
  await run(dialect, resources, steps, done);
  await migrateSchema(dialect, resources, done);
  await migrateSearch(dialect, resources, done);
  await migrateSpatial(dialect, resources, done);
  await run(dialect, resources, dataSteps, done);
};

const run = async (dialect: Dialect, resources: readonly Resource[], list: Step[], done: Set<string>) => {
  for (const step of list) {
    if (done.has(step.version)) continue;
    await step.up(dialect, resources);
    await record(dialect.db, step.version);
  }
};

/** The version recorded once the database has every table, column and index the registry describes. */
export const currentSchema = (resources: readonly Resource[]) => `schema-${schemaVersion(resources.map(tableSpec))}`;

const migrateSchema = async (dialect: Dialect, resources: readonly Resource[], done: Set<string>) => {
  const { db } = dialect;
  const specs = resources.map(tableSpec);
  const version = currentSchema(resources);
  if (done.has(version)) return;

  const existing = await dialect.tables();
  for (const spec of specs) {
    const columns = existing.get(spec.name);
    if (!columns) await createTable(dialect, spec);
    else
      for (const column of spec.columns.filter((c) => !columns.has(c.name)))
        await db.schema.alterTable(spec.name).addColumn(column.name, dialect.columnType(column.type)).execute();
    for (const index of spec.indexes) {
      if (index.include) {
        await dialect.createCoveringIndex(spec.name, { name: index.name, columns: index.columns, include: index.include });
        continue;
      }
      let builder = db.schema
        .createIndex(index.name)
        .ifNotExists()
        .on(spec.name)
        .columns([...index.columns]);
      if (index.unique) builder = builder.unique();
      await builder.execute();
    }
    await dialect.keepItemStatistics(spec.name, spec.itemLists, Boolean(columns));
  }
  await record(dialect.db, version);
};

/**
 * Located resources keep their point as numbers (registry `located`), read here from the text of rows written
 * before; every later write keeps them itself (crud/codec.ts).
 */
const readPoints = async (db: Db, resource: Resource) => {
  const located = resource.located!;
  const rows = await db
    .selectFrom(resource.table)
    .select(['id', `${located} as text`])
    .where(located, 'is not', null)
    .where('latitude', 'is', null)
    .execute();
  for (const { id, text } of rows) {
    const point = readPoint(text as string);
    if (point)
      await db
        .updateTable(resource.table)
        .set({ latitude: point.lat, longitude: point.lng })
        .where('id', '=', id as number)
        .execute();
  }
};

/**
 * Spatial indexes of located resources are set up once per layout (spatial.ts), after the rows already there have
 * their numbers, which the index then takes in.
 */
const migrateSpatial = async (dialect: Dialect, resources: readonly Resource[], done: Set<string>) => {
  for (const resource of resources.filter((candidate) => candidate.located)) {
    const version = `spatial-${resource.table}-r${dialect.spatial.revision}`;
    if (done.has(version)) continue;
    await dialect.db.transaction().execute(async (trx) => {
      await readPoints(trx, resource);
      for (const statement of dialect.spatial.setup(resource.table, publicFlag(resource) ?? { columns: [], is: () => '0' }))
        await sql.raw(statement).execute(trx);
      await record(trx, version);
    });
  }
};

/** Search indexes are set up again when their fields change, or when this database's layout for them does. */
const migrateSearch = async (dialect: Dialect, resources: readonly Resource[], done: Set<string>) => {
  // The first layout was recorded without its revision; the words' rules are named since they could change alone.
  const { revision } = dialect.fullText;
  for (const { name, search } of resources.map(tableSpec)) {
    const version = `search-${name}-${search.join(',')}-r${revision}-w${wordsVersion}`;
    if (!search.length || done.has(version)) continue;
    await dialect.db.transaction().execute(async (trx) => {
      for (const statement of dialect.fullText.setup(name, search)) await sql.raw(statement).execute(trx);
      await record(trx, version);
    });
  }
};
