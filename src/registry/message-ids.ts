/**
 * The site catalogue's ids for what the registry names (docs/languages.md): a field's label, a pick-list value's
 * label and a page's head are found by ids derived from the registry, so a new field or value needs only its
 * catalogue entries, and a test can tell which are missing. Stored values never change with the language.
 */

/** A catalogue lookup with ICU placeholders, as the site's `say` and the server's site words both are. */
export type Words = (id: string, values?: Record<string, string | number>) => string;

/** "Day and boarding" → "day-and-boarding", "British (IGCSE)" → "british-igcse". */
export const slugOf = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** "institutions/schools" → "institutions.schools". */
export const resourceKey = (resource: string) => resource.replace(/\//g, '.');

/**
 * A field's label: its resource's own id when that resource words it differently, else the id of every field of
 * that name ("field.county"), so a label shared by many resources is written once.
 */
export const fieldIds = (resource: string, name: string) => [`field.${resourceKey(resource)}.${name}`, `field.${name}`] as const;

/** A pick-list value's label; the list is named after its field ("choice.boarding.day-and-boarding"). */
export const choiceId = (list: string, value: string) => `choice.${list}.${slugOf(value)}`;

/** Lists of proper names and codes, shown as stored in every language: counties, KCSE grades, languages. */
export const namedLists: readonly string[] = ['county', 'kcse_mean_grade', 'locale'];

/** The head of a page by its path within its language: "/" → "head.home", "/jobs/resume" → "head.jobs.resume". */
export const headKey = (path: string) => (path === '/' ? 'head.home' : `head${path.replace(/\//g, '.')}`);

/**
 * Resources whose fields the public site shows by their labels: each label of these has its words in every
 * language (tests/registry/registry-words.test.ts). A page that shows another resource's fields adds it here.
 */
export const siteFieldResources: readonly string[] = [
  'institutions/schools',
  'institutions/colleges',
  'institutions/universities',
  'institutions/enquiries',
  'content/ratings',
  'content/review-replies',
  'content/review-reports',
  'jobs/main',
  'jobs/employers',
  'shop/shops',
  'shop/products',
  'events/main',
  'events/admissions',
  'events/webinars',
  'content/news',
  'content/posts',
  'content/archives',
  'support/tickets',
];
