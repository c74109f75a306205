/**
 * The head of one row's public page (a school, a job, a story): its title, a description in its own words and
 * the address of its share card. The server writes it into the page it sends and the site sets the same once
 * it has read the row, so a page's head reads alike before and after its script runs.
 *
 * Plain data, so a detail page loads it without the registry's validation code; tests/registry checks that each
 * entry agrees with its resource definition (page, title field, singular).
 */
import { cutAtWord } from './cut-at-word.ts';
import { descriptionLength } from './page-head.ts';
import { shownText } from './shown-text.ts';
import { resourceKey, type Words } from './message-ids.ts';

interface RowPage {
  page: string;
  /** The field that names a row (the resource's `title`). */
  title: string;
  singular: string;
  /** Fields whose words describe a row, the first one filled in used. */
  describedBy: readonly string[];
  type: 'article' | 'website';
}

const listing = (page: string, singular: string): RowPage => ({ page, title: 'name', singular, describedBy: ['summary', 'description'], type: 'website' });
const story = (page: string, singular: string, describedBy = ['content', 'story']): RowPage => ({
  page,
  title: 'title',
  singular,
  describedBy,
  type: 'article',
});
const event = (page: string, singular: string): RowPage => ({ page, title: 'title', singular, describedBy: ['description'], type: 'website' });

/** Every resource with a public page of one row (the registry's `page`), by its name. */
export const rowPages = {
  'institutions/schools': listing('/institutions/schools/:id', 'School'),
  'institutions/colleges': listing('/institutions/colleges/:id', 'College'),
  'institutions/universities': listing('/institutions/universities/:id', 'University'),
  'jobs/main': { page: '/jobs/:id', title: 'title', singular: 'Job', describedBy: ['description'], type: 'website' },
  'content/news': story('/news/:id', 'News story'),
  'content/posts': story('/post/:id', 'Post'),
  'content/archives': story('/archive/:id', 'Archive entry', ['content']),
  'events/main': event('/events/:id', 'Event'),
  'events/admissions': event('/admission-events/:id', 'Admission event'),
  'events/webinars': event('/webinars/:id', 'Webinar'),
  'shop/shops': { page: '/shops/:id', title: 'name', singular: 'Shop', describedBy: ['tagline', 'description'], type: 'website' },
  'shop/products': { page: '/products/:id', title: 'name', singular: 'Product', describedBy: ['description'], type: 'website' },
} as const satisfies Record<string, RowPage>;

export type RowPageName = keyof typeof rowPages;

type Row = Record<string, unknown>;

const text = shownText;

/** "Kikuyu, Kiambu": the town (or a job's or event's location) and the county, each once. */
export const placeOf = (row: Row) =>
  [...new Set([text(row.city) ?? text(row.location), text(row.county)].filter((part): part is string => part !== null))].join(', ');

/**
 * The catalogue's words for a kind of row page: `.kind` ("School", the title while it loads), `.missing` ("School
 * not found") and `.sentence`, which describes a row whose own words are empty ("Alliance High School: a school
 * in Kikuyu, Kiambu on ElimuHub.").
 */
export const rowWordsKey = (name: RowPageName) => `head.row.${resourceKey(name)}`;

const sentence = (say: Words, name: RowPageName, title: string, row: Row) => {
  const place = placeOf(row);
  return say(`${rowWordsKey(name)}.sentence`, { title, place, where: place ? 'known' : 'none' });
};

/** A short hash, so the version in a card's address stays short whatever it is made of (FNV-1a). */
const hash = (value: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) h = Math.imul(h ^ value.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
};

/**
 * The version of a row's card: it changes when the row is edited or its rating moves (the server keeps the
 * rating without touching updated_at), so a share preview cached by its address is fetched again.
 */
export const cardVersion = (row: Row) => hash(`${String(row.updated_at ?? '')}|${String(row.rating ?? '')}|${String(row.review_count ?? '')}`);

/** /cards/institutions/schools/12.png: the card of the page /institutions/schools/12, named after that page. */
export const cardPath = (page: string, id: number | string) => `/cards${page.replace(':id', String(id))}.png`;

export interface RowHead {
  title: string;
  description: string;
  /** The card's address with its version, relative to the site. */
  card: string;
  type: 'article' | 'website';
}

/** The head of a row's page in the language of `say`; the row's own words stay as written. */
export const rowHead = (name: RowPageName, row: Row, say: Words): RowHead => {
  const { page, title: titleField, describedBy, type } = rowPages[name] as RowPage;
  const title = text(row[titleField]) ?? say(`${rowWordsKey(name)}.kind`);
  const words = describedBy.map((field) => text(row[field])).find((value) => value !== null);
  return {
    title,
    description: cutAtWord(words ?? sentence(say, name, title, row), descriptionLength),
    card: `${cardPath(page, String(row.id))}?v=${cardVersion(row)}`,
    type,
  };
};
