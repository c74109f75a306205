/**
 * What a row's share card says: its kind, its name and a few facts a person deciding whether to open the link
 * wants (a school's rating and town, a job's employer and salary, a story's date, a product's price). Only what
 * the public page shows: a rating only from the number of reviews the site shows an average at.
 */
import { showsAverage } from '../../registry/rating-score.ts';
import { pageHeads } from '../../registry/page-heads.ts';
import { rowPages, type RowPageName } from '../../registry/row-heads.ts';
import { shownText } from '../../registry/shown-text.ts';
import { shillingFormat } from '../../registry/money.ts';

type Row = Record<string, unknown>;

export interface CardContent {
  /** "School", "Job": shown above the title. */
  kind: string;
  title: string;
  /** 0–5 stars and their words ("4.3 · 12 reviews"), when the listing shows an average. */
  rating?: { stars: number; text: string };
  /** One line each, in order of importance; the card shows those that fit. */
  facts: string[];
}

/** A related row the card names (a job's employer, a product's shop), as the public reads it. */
export type ReadRelated = (resource: string, id: unknown) => Promise<Row | null>;

const zone = { timeZone: 'Africa/Nairobi' } as const;
const dateFormat = new Intl.DateTimeFormat('en-KE', { ...zone, day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-KE', {
  ...zone,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const kes = shillingFormat('en-KE');

const text = shownText;
const formatted = (format: Intl.DateTimeFormat, value: unknown) => {
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? format.format(date) : null;
};
const money = (value: unknown) => (typeof value === 'number' ? kes.format(value) : null);
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' · ') || null;
const present = (...facts: (string | null)[]) => facts.filter((fact): fact is string => fact !== null);

/** "Kikuyu, Kiambu County"; the county alone when the town is named after it, the place alone when it names the county. */
const place = (row: Row) => {
  const town = text(row.city) ?? text(row.location);
  const county = text(row.county);
  if (!county || !town) return town ?? (county && `${county} County`);
  if (town === county) return `${county} County`;
  return town.toLowerCase().includes(county.toLowerCase()) ? town : `${town}, ${county} County`;
};

const reviews = (count: number) => `${count} review${count === 1 ? '' : 's'}`;
const rating = (row: Row): CardContent['rating'] => {
  const count = Number(row.review_count ?? 0);
  if (!showsAverage(count)) return undefined;
  const stars = Math.max(0, Math.min(5, Number(row.rating ?? 0)));
  return { stars, text: `${stars.toFixed(1)} · ${reviews(count)}` };
};

const institution = (type: (row: Row) => string | null) => (row: Row) => ({ rating: rating(row), facts: present(place(row), type(row)) });

type Build = (row: Row, related: ReadRelated) => Promise<Omit<CardContent, 'kind' | 'title'>> | Omit<CardContent, 'kind' | 'title'>;

const builders: Record<RowPageName, Build> = {
  'institutions/schools': institution((row) => joined(row.category, row.boarding, row.gender, row.curriculum)),
  'institutions/colleges': institution((row) => joined(row.college_type, row.is_public === false ? 'Private' : 'Public')),
  'institutions/universities': institution((row) => joined(row.university_type)),
  'jobs/main': async (row, related) => {
    const employer = await related('jobs/employers', row.employer_id);
    const salary = typeof row.salary === 'number' ? `${money(row.salary)} a month` : 'Salary negotiable';
    const deadline = formatted(dateFormat, row.deadline);
    return { facts: present(text(employer?.name), joined(place(row), salary), joined(row.employment_type, deadline && `Apply by ${deadline}`)) };
  },
  'content/news': (row) => ({ facts: present(joined(formatted(dateFormat, row.published_at), text(row.author) && `By ${text(row.author)}`)) }),
  'content/posts': (row) => ({ facts: present(joined(formatted(dateFormat, row.created_at), text(row.author) && `By ${text(row.author)}`)) }),
  'content/archives': (row) => ({ facts: present(formatted(dateFormat, row.date)) }),
  'events/main': (row) => ({ facts: present(formatted(dateTimeFormat, row.date), text(row.location)) }),
  'events/admissions': (row) => ({ facts: present(text(row.institution), formatted(dateTimeFormat, row.date), text(row.location)) }),
  'events/webinars': (row) => ({ facts: present(formatted(dateTimeFormat, row.date), text(row.speaker) && `With ${text(row.speaker)}`) }),
  'shop/shops': (row) => ({ rating: rating(row), facts: present(text(row.tagline), place(row)) }),
  'shop/products': async (row, related) => {
    const shop = await related('shop/shops', row.shop_id);
    return { facts: present(money(row.price), joined(row.category, text(shop?.name) && `Sold by ${text(shop?.name)}`)) };
  },
};

export const cardContent = async (name: RowPageName, row: Row, related: ReadRelated): Promise<CardContent> => {
  const { singular, title } = rowPages[name];
  return { kind: singular, title: text(row[title]) ?? singular, ...(await builders[name](row, related)) };
};

/** The card of every page without a row of its own: what ElimuHub is for. */
export const siteCard: CardContent = {
  kind: 'Kenya’s education directory',
  title: pageHeads['/'].title,
  facts: ['Schools, colleges and universities with reviews', 'Education jobs, events, news and school shops'],
};
