/**
 * The listing rules of docs/product.md#form-rules, the request body the forms send, Kenyan formatting, and safe
 * sign-in redirects.
 */
import { describe, expect, it } from 'vitest';
import { formatDate, formatKes, relativeTime, truncate } from '../../../src/web/common/format.ts';
import { nextPath } from '../../../src/web/site/account/next-path.ts';
import { subscriptionOf } from '../../../src/web/site/account/plan-rule.ts';
import { makeSay } from '../../../src/web/common/say.ts';
import { messages as siteWords } from '../../../src/locales/site/en.ts';
import { messages as pageWords } from '../../../src/locales/site-pages/en.ts';
import { messages as swPageWords } from '../../../src/locales/site-pages/sw.ts';
import { fieldWords } from '../../../src/web/site/listings/field-words.ts';
import { initialValues, toBody, validate } from '../../../src/web/site/listings/form-values.ts';
import { formFields, listingKinds } from '../../../src/web/site/listings/listing-kinds.ts';

const english = makeSay('en', { ...siteWords, ...pageWords });
const fieldsOf = (kind: keyof typeof listingKinds) => formFields(listingKinds[kind].resource);
const wordsOf = (kind: keyof typeof listingKinds) => fieldWords(english, listingKinds[kind].resource.name);
const requiredOf = (kind: keyof typeof listingKinds) => Object.keys(validate(fieldsOf(kind), initialValues(fieldsOf(kind)), wordsOf(kind))).sort();

describe('listing forms', () => {
  it('require what docs/product.md#form-rules requires and nothing else', () => {
    expect(requiredOf('school')).toEqual(['name']);
    expect(requiredOf('university')).toEqual(['name']);
    expect(requiredOf('shop')).toEqual(['name']);
    expect(requiredOf('college')).toEqual(['logo', 'name']);
    expect(requiredOf('job')).toEqual(['deadline', 'title']);
  });

  it('never offer server-owned fields, and put the name first', () => {
    for (const kind of ['school', 'college', 'university', 'shop', 'job'] as const) {
      const names = fieldsOf(kind).map((f) => f.name);
      for (const hidden of ['id', 'owner_id', 'moderation', 'rating', 'review_count', 'created_at', 'posted_at']) expect(names).not.toContain(hidden);
      expect(names[0]).toBe(kind === 'job' ? 'title' : 'name');
    }
  });

  it('word the help the registry gives a field in both languages, the English as the registry has it', () => {
    // A pick-list shows no help.
    for (const kind of Object.keys(listingKinds) as (keyof typeof listingKinds)[])
      for (const { name, field } of fieldsOf(kind).filter(({ field }) => field.help && field.kind !== 'enum')) {
        expect(wordsOf(kind).help(name, field), `${kind} ${name}`).toBe(field.help);
        expect(swPageWords, `${kind} ${name}`).toHaveProperty([`listing.help.${name}`]);
      }
  });

  it('default a job to Open and a school to public', () => {
    expect(initialValues(fieldsOf('job')).status).toBe('Open');
    expect(initialValues(fieldsOf('school')).is_public).toBe(true);
  });

  it('send numbers as numbers, categories as {name}, and leave blanks out', () => {
    const fields = fieldsOf('job');
    const body = toBody(fields, { ...initialValues(fields), title: ' Maths teacher ', salary: '45,000', deadline: '2027-01-31', categories: ['Teaching'] });
    expect(body).toEqual({
      title: 'Maths teacher',
      salary: 45000,
      deadline: '2027-01-31',
      categories: [{ name: 'Teaching' }],
      status: 'Open',
      employment_type: 'Full-time',
    });
    expect(validate(fields, { ...initialValues(fields), title: 'x', deadline: '2027-01-01', salary: 'lots' }, wordsOf('job'))).toEqual({
      salary: 'Salary (KES per month) must be a number.',
    });
  });
});

describe('formatting for Kenya', () => {
  it('formats shillings and dates as en-KE, and says Invalid Date for nonsense', () => {
    expect(formatKes(2500)).toMatch(/^Ksh\s?2,500$/);
    expect(formatDate('2026-03-01T09:00:00Z')).toBe('1 March 2026');
    expect(formatDate('not a date')).toBe('Invalid Date');
  });

  it('says Just now, then minutes, hours under 24, then days', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(relativeTime(now - 59_000, now)).toBe('Just now');
    expect(relativeTime(now - 60_000, now)).toBe('1 minute ago');
    expect(relativeTime(now - 5 * 3_600_000, now)).toBe('5 hours ago');
    expect(relativeTime(now - 24 * 3_600_000, now)).toBe('1 day ago');
  });

  it('grows into weeks, months and years', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const days = (n: number) => now - n * 86_400_000;
    expect(relativeTime(days(6), now)).toBe('6 days ago');
    expect(relativeTime(days(7), now)).toBe('1 week ago');
    expect(relativeTime(days(29), now)).toBe('4 weeks ago');
    expect(relativeTime(days(30), now)).toBe('1 month ago');
    expect(relativeTime(days(364), now)).toBe('11 months ago');
    expect(relativeTime(days(365), now)).toBe('1 year ago');
    expect(relativeTime(days(1100), now)).toBe('3 years ago');
  });

  it('adds an ellipsis only when text was cut', () => {
    expect(truncate('short', 100)).toBe('short');
    expect(truncate('x'.repeat(101), 100)).toBe(`${'x'.repeat(100)}…`);
  });
});

describe('account rules', () => {
  it('shows the plan, Gold when subscribed without one, otherwise None (docs/product.md#profile)', () => {
    expect(subscriptionOf({ plan: 'Silver', subscribed: true })).toBe('Silver');
    expect(subscriptionOf({ plan: null, subscribed: true })).toBe('Gold');
    expect(subscriptionOf({ plan: null, subscribed: false })).toBe('None');
  });

  it('returns only to a path on this site after signing in', () => {
    expect(nextPath(new URLSearchParams('next=/institutions/register-school'))).toBe('/institutions/register-school');
    expect(nextPath(new URLSearchParams('next=//evil.example'))).toBe('/profile');
    expect(nextPath(new URLSearchParams('next=https://evil.example'))).toBe('/profile');
    for (const next of ['/\\evil.example', '/%09/evil.example', '/%0A/evil.example'])
      expect(nextPath(new URLSearchParams(`next=${next}`)), next).toBe('/profile');
    expect(nextPath(new URLSearchParams(''))).toBe('/profile');
  });
});
