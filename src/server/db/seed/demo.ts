/**
 * Kenyan demo data for a new installation (SEED=demo on an empty database). Rows go through the same
 * create operation as the API, so they are validated, get their defaults and update ratings like real ones.
 */
import { randomBytes } from 'node:crypto';
import { getResource } from '../../../registry/index.ts';
import type { User } from '../../access/principal.ts';
import { createUser } from '../../auth/create-user.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Crud } from '../../crud/service.ts';
import type { FileStore } from '../../uploads/storage.ts';
import type { Db } from '../dialect.ts';
import { demoAccounts, demoPassword } from './demo-accounts.ts';
import { withDemoPictures, writeDemoLogos, writeDemoScenes } from './demo-pictures.ts';
import { admissionEvents, announcements, events, seminars, webinars } from './data/events.ts';
import { archives, faqs, news, posts } from './data/content.ts';
import { colleges, schools, universities } from './data/institutions.ts';
import { employers, jobCategories, jobs } from './data/jobs.ts';
import { reviews } from './data/reviews.ts';
import { discounts, products, shops, variants } from './data/shop.ts';
import { recentActivity } from './recent-activity.ts';
import { seedDemoRelations } from './demo-relations.ts';
import { documents } from './data/documents.ts';
import { reviewCategoryNames, reviewerTypes } from '../../../registry/review-categories.ts';
import { activateSubscription, startSubscription } from '../../plans/subscriptions.ts';

type Row = Record<string, unknown>;

/** Parents and students who wrote the demo reviews (one review per person per place). */
const reviewers = [
  'Kamau Njoroge',
  'Atieno Odhiambo',
  'Mwangi Kariuki',
  'Chebet Kiprono',
  'Fatuma Hassan',
  'Otieno Ouma',
  'Njeri Wambui',
  'Kiptoo Rotich',
  'Akinyi Adhiambo',
  'Mutua Musyoka',
  'Wafula Barasa',
  'Nyambura Githinji',
];

/** The last few listings and reviews stay pending, so the moderation queue has work in it. */
const pendingTail = 2;

const createAccount = async (db: Db, name: string, email: string, role: string, passwordHash: string): Promise<User> => {
  const id = await createUser(db, { name, email, passwordHash, role });
  // The demo parent is on Silver, so its perks (priority support, downloads) can be tried at once.
  if (role === 'subscriber') {
    const silver = await db.selectFrom('auth_subscription_plans').select('id').where('name', '=', 'Silver').executeTakeFirstOrThrow();
    await activateSubscription(db, await startSubscription(db, id, silver.id as number));
  }
  return { id, name, email, roles: [role] };
};

/**
 * `knownPasswords`: every demo account signs in with the README's password (a laptop, a demo). Without it (in
 * production) each demo account gets a random password that is hashed and forgotten: the data is there to look
 * at, and nobody can sign in as a demo account until an admin sets a password.
 */

/**
 * Who wrote a demo review and how it rates each category: near its stars, some left out, as real reviewers do,
 * so the demo's pages show category averages (and, for the less reviewed, why one is missing).
 */
const demoReviewDetails = (i: number, stars: number) => ({
  // The demo's review texts are written in parents' voices.
  reviewer_type: 'parent' satisfies (typeof reviewerTypes)[number],
  ...Object.fromEntries(
    reviewCategoryNames
      .map((name, c) => [name, (i + c) % 4 === 3 ? null : Math.min(5, Math.max(1, stars + (((i + c) % 3) - 1)))] as const)
      .filter(([, value]) => value !== null),
  ),
});

export const seedDemo = async (
  db: Db,
  crud: Crud,
  store: FileStore,
  log: (message: string) => void,
  { knownPasswords = true }: { knownPasswords?: boolean } = {},
) => {
  const started = Date.now();
  const listings = { school: withDemoPictures(schools), college: withDemoPictures(colleges), university: withDemoPictures(universities) };
  await writeDemoScenes(store);
  await writeDemoLogos(store, [...listings.school, ...listings.college, ...listings.university]);
  const known = knownPasswords ? await hashPassword(demoPassword) : null;
  const hash = async () => known ?? (await hashPassword(randomBytes(24).toString('base64url')));
  const account = Object.fromEntries(
    await Promise.all(demoAccounts.map(async (a) => [a.role, await createAccount(db, a.name, a.email, a.role, await hash())] as const)),
  ) as Record<(typeof demoAccounts)[number]['role'], User>;
  const people = await Promise.all(
    reviewers.map(async (name, i) =>
      createAccount(db, name, `${name.toLowerCase().replace(/\s+/g, '.')}@example.co.ke`, 'subscriber', await hash()).then((u) => ({ ...u, i })),
    ),
  );

  /** Creates rows as `owner`; listings are approved except the last `pending` ones. */
  const add = async (owner: User, name: string, rows: Row[], pending = 0) => {
    const resource = getResource(name);
    const ids = new Map<string, number>();
    for (const [i, row] of rows.entries()) {
      const extra = {
        ...(resource.visibility === 'moderated' ? { moderation: i >= rows.length - pending ? 'pending' : 'approved' } : {}),
        // What only staff may set (when a job was posted) the seed writes as they would; an owner's write drops it.
        ...Object.fromEntries(Object.entries(row).filter(([name]) => resource.fields[name]?.staff)),
      };
      const created = await crud.create(owner, resource, row, extra);
      ids.set(String(row[resource.title] ?? created.id), created.id as number);
    }
    return ids;
  };
  const resolve = (rows: Row[], key: string, field: string, ids: Map<string, number>) =>
    rows.map(({ [key]: name, ...row }) => ({ ...row, [field]: ids.get(String(name)) ?? null }));

  const institutionIds = {
    school: await add(account.school, 'institutions/schools', listings.school, pendingTail),
    college: await add(account.school, 'institutions/colleges', listings.college),
    university: await add(account.school, 'institutions/universities', listings.university),
  };
  await add(account.editor, 'jobs/categories', jobCategories);
  const employerIds = await add(account.employer, 'jobs/employers', employers);
  const jobIds = await add(account.employer, 'jobs/main', resolve(jobs(), 'employer', 'employer_id', employerIds), pendingTail);
  const shopIds = await add(account.vendor, 'shop/shops', shops, 1);
  const productIds = await add(account.vendor, 'shop/products', resolve(products, 'shop', 'shop_id', shopIds));
  await add(account.vendor, 'shop/variants', resolve(variants, 'product', 'product_id', productIds));
  // The demo parent has a few school things in the cart, ready to check out.
  await add(
    account.subscriber,
    'shop/cart',
    [...productIds.values()].slice(0, 2).map((product_id, i) => ({ product_id, quantity: i + 1 })),
  );
  await add(account.vendor, 'shop/discounts', resolve(discounts(), 'shop', 'shop_id', shopIds));
  for (const [name, rows] of [
    ['content/news', news()],
    ['content/posts', posts],
    ['content/archives', archives],
    ['support/faqs', faqs],
    ['events/main', events()],
    ['events/admissions', admissionEvents()],
    ['events/seminars', seminars()],
    ['events/webinars', webinars()],
    ['media/documents', documents],
    ['notifications/announcements', announcements()],
  ] as const)
    await add(account.editor, name, rows as Row[]);

  const targets = { ...institutionIds, shop: shopIds };
  const used = new Set<string>();
  for (const [i, review] of reviews.entries()) {
    const targetId = targets[review.target as keyof typeof targets].get(review.targetName);
    if (!targetId) continue;
    const author =
      people.find((p) => !used.has(`${p.id}:${review.target}:${targetId}`) && p.i >= i % people.length) ??
      people.find((p) => !used.has(`${p.id}:${review.target}:${targetId}`));
    if (!author) continue;
    used.add(`${author.id}:${review.target}:${targetId}`);
    await crud.create(
      author,
      getResource('content/ratings'),
      {
        target_type: review.target,
        target_id: targetId,
        stars: review.stars,
        review: review.review,
        ...(review.target === 'shop' ? {} : demoReviewDetails(i, review.stars)),
      },
      { moderation: i >= reviews.length - pendingTail ? 'pending' : 'approved' },
    );
  }
  await seedDemoRelations(db, crud, store, {
    teachers: people,
    parent: account.subscriber,
    employer: account.employer,
    school: account.school,
    editor: account.editor,
    jobIds: [...jobIds.values()].slice(0, jobIds.size - pendingTail),
    productIds: [...productIds.values()],
  });
  await recentActivity(db, [account.subscriber, ...people]);
  log(
    `Seeded Kenyan demo data in ${Date.now() - started} ms${knownPasswords ? '' : '; the demo accounts have random passwords that were not kept (set one in the admin to use an account)'}.`,
  );
};
