/**
 * The schema.org data of the detail pages carries what Google's rich results require and recommend, tells no
 * more than the page shows (no average under three reviews, no posting for a job that takes no applications),
 * and cannot close its script tag early.
 */
import { describe, expect, it } from 'vitest';
import type { NewsStory } from '../../../src/web/site/content/article-types.ts';
import type { EventRow } from '../../../src/web/site/events/event-kinds.ts';
import type { Employer, Job } from '../../../src/web/site/jobs/job-types.ts';
import type { Product, Variant } from '../../../src/web/site/shop/shop-types.ts';
import { eventData } from '../../../src/web/site/structured-data/event.ts';
import { institutionData } from '../../../src/web/site/structured-data/institution.ts';
import { jobPosting } from '../../../src/web/site/structured-data/job-posting.ts';
import { jsonForScript } from '../../../src/web/site/structured-data/json-for-script.ts';
import { maxHeadline, newsArticle } from '../../../src/web/site/structured-data/news-article.ts';
import { productData } from '../../../src/web/site/structured-data/product.ts';

const origin = 'https://elimuhub.co.ke';

const school = {
  id: 12,
  name: 'Alliance Girls High School',
  summary: 'A national girls’ boarding school in Kikuyu.',
  county: 'Kiambu',
  city: 'Kikuyu',
  physical_address: 'Kikuyu–Thogoto Road',
  telephone_mobile: '+254 722 000 111',
  telephone_landline: null,
  email: 'info@alliancegirls.ac.ke',
  website: 'https://alliancegirls.ac.ke',
  logo: '/files/alliance-girls-logo.png',
  gallery: ['/files/alliance-girls-hall.jpg'],
  gps_coordinates: '-1.2469, 36.6773',
  rating: 4.3,
  review_count: 12,
};

describe('schools, colleges and universities', () => {
  it('describe a school with its Kenyan address, contacts, pictures and place on the map', () => {
    const data = institutionData('school', school, origin);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: 'Alliance Girls High School',
      url: 'https://elimuhub.co.ke/institutions/schools/12',
      address: { '@type': 'PostalAddress', streetAddress: 'Kikuyu–Thogoto Road', addressLocality: 'Kikuyu', addressRegion: 'Kiambu', addressCountry: 'KE' },
      telephone: '+254 722 000 111',
      email: 'info@alliancegirls.ac.ke',
      sameAs: ['https://alliancegirls.ac.ke'],
      logo: 'https://elimuhub.co.ke/files/alliance-girls-logo.png',
      image: ['https://elimuhub.co.ke/files/alliance-girls-logo.png', 'https://elimuhub.co.ke/files/alliance-girls-hall.jpg'],
      geo: { '@type': 'GeoCoordinates', latitude: -1.2469, longitude: 36.6773 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it('name colleges and universities CollegeOrUniversity, each at its own address', () => {
    expect(institutionData('college', { ...school, id: 3, name: 'Kenya Medical Training College' }, origin)).toMatchObject({
      '@type': 'CollegeOrUniversity',
      url: 'https://elimuhub.co.ke/institutions/colleges/3',
    });
    expect(institutionData('university', { ...school, id: 4, name: 'Strathmore University' }, origin)).toMatchObject({
      '@type': 'CollegeOrUniversity',
      url: 'https://elimuhub.co.ke/institutions/universities/4',
    });
  });

  it('give a rating from three reviews, as the page shows an average, and none below', () => {
    expect(institutionData('school', { ...school, rating: 5, review_count: 2 }, origin).aggregateRating).toBeUndefined();
    expect(institutionData('school', { ...school, rating: 0, review_count: 0 }, origin).aggregateRating).toBeUndefined();
    expect(institutionData('school', { ...school, rating: 3.7, review_count: 3 }, origin).aggregateRating).toMatchObject({ ratingValue: 3.7, reviewCount: 3 });
  });

  it('leave out what is not known rather than writing empty values', () => {
    const data = JSON.parse(
      JSON.stringify(institutionData('school', { id: 5, name: 'Ruiru Primary', county: 'Kiambu', email: '', gps_coordinates: null }, origin)),
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: 'Ruiru Primary',
      url: 'https://elimuhub.co.ke/institutions/schools/5',
      address: { '@type': 'PostalAddress', addressRegion: 'Kiambu', addressCountry: 'KE' },
    });
  });
});

/** What every saved row carries besides its own fields. */
const saved = { created_at: '2026-01-05T08:00:00Z', updated_at: '2026-01-05T08:00:00Z', owner_id: 4 };
const job: Job = {
  ...saved,
  moderation: 'approved',
  id: 41,
  title: 'Junior Secondary Mathematics Teacher',
  job_code: 'ELH-2026-014',
  employer_id: 2,
  description: 'We are looking for a Mathematics teacher for Grades 7 to 9.\n\nYou will lead the <Mathematics> club.',
  responsibilities: '- Plan and teach Mathematics.\n- Set and mark assessments.',
  benefits: 'Medical cover & lunch.',
  school_profile: 'A day school in Karen.',
  qualifications: '- B.Ed. Mathematics',
  experience: '2 years',
  skills: 'Mathematics',
  salary: 68000,
  location: 'Karen, Nairobi',
  county: 'Nairobi',
  status: 'Open',
  employment_type: 'Contract',
  screening_questions: null,
  posted_at: '2026-11-18T05:30:00.000Z',
  deadline: '2026-12-12',
  categories: [{ name: 'Teaching – Junior Secondary' }],
};
const employer: Pick<Employer, 'name' | 'logo' | 'website'> = { name: 'Mwangaza Academy', logo: '/files/mwangaza.png', website: 'https://mwangaza.ac.ke' };
const before = Date.parse('2026-11-25T09:00:00Z');

describe('jobs', () => {
  it('post an open job with Google’s required and recommended fields', () => {
    const data = jobPosting(job, employer, origin, before);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Junior Secondary Mathematics Teacher',
      url: 'https://elimuhub.co.ke/jobs/41',
      datePosted: '2026-11-18T08:30:00+03:00',
      validThrough: '2026-12-12T23:59:59+03:00',
      employmentType: 'CONTRACTOR',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Mwangaza Academy',
        sameAs: 'https://mwangaza.ac.ke',
        logo: 'https://elimuhub.co.ke/files/mwangaza.png',
      },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Karen, Nairobi', addressRegion: 'Nairobi', addressCountry: 'KE' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'KES', value: { '@type': 'QuantitativeValue', value: 68000, unitText: 'MONTH' } },
      identifier: { '@type': 'PropertyValue', name: 'Mwangaza Academy', value: 'ELH-2026-014' },
      directApply: true,
    });
  });

  it('describe the job in HTML with its text escaped and its parts under headings', () => {
    const { description } = jobPosting(job, employer, origin, before)!;
    expect(description).toContain('<p>We are looking for a Mathematics teacher for Grades 7 to 9.</p><p>You will lead the &lt;Mathematics&gt; club.</p>');
    expect(description).toContain('<h3>Responsibilities</h3><p>- Plan and teach Mathematics.<br>- Set and mark assessments.</p>');
    expect(description).toContain('<h3>Benefits</h3><p>Medical cover &amp; lunch.</p>');
  });

  it('map each employment type to Google’s, a missing one to full-time as the page says', () => {
    // null: a row older than the field, which RowOf does not count on (src/registry/row-type.ts).
    const typeOf = (employment_type: Job['employment_type'] | null) =>
      jobPosting({ ...job, employment_type: employment_type as Job['employment_type'] }, employer, origin, before)?.employmentType;
    expect([typeOf('Full-time'), typeOf('Part-time'), typeOf('Contract'), typeOf('Internship'), typeOf(null)]).toEqual([
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'INTERN',
      'FULL_TIME',
    ]);
  });

  it('say no salary for a negotiable one', () => {
    expect(jobPosting({ ...job, salary: null }, employer, origin, before)).not.toHaveProperty('baseSalary', expect.anything());
  });

  it('post nothing for a job that takes no applications, or that Google would refuse', () => {
    // The deadline day ends at midnight in Nairobi, 21:00 UTC.
    expect(jobPosting(job, employer, origin, Date.parse('2026-12-12T20:59:59Z'))).not.toBeNull();
    expect(jobPosting(job, employer, origin, Date.parse('2026-12-12T21:00:00Z'))).toBeNull();
    expect(jobPosting({ ...job, status: 'Closed' }, employer, origin, before)).toBeNull();
    expect(jobPosting({ ...job, status: 'Paused' }, employer, origin, before)).toBeNull();
    expect(jobPosting(job, null, origin, before)).toBeNull();
    expect(jobPosting({ ...job, description: null, responsibilities: ' ', qualifications: null, benefits: null }, employer, origin, before)).toBeNull();
  });
});

const event: EventRow = {
  id: 7,
  title: 'Nairobi Schools Open Day',
  date: '2026-12-05T06:00:00.000Z',
  location: 'KICC, Harambee Avenue, Nairobi',
  description: 'Meet the heads of 40 schools.',
  agenda: null,
  image: '/files/open-day.jpg',
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
};

describe('events', () => {
  it('place an event in Kenya time at its venue', () => {
    expect(eventData('events', event, origin)).toMatchObject({
      '@type': 'Event',
      name: 'Nairobi Schools Open Day',
      url: 'https://elimuhub.co.ke/events/7',
      startDate: '2026-12-05T09:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'KICC, Harambee Avenue, Nairobi', address: { '@type': 'PostalAddress', addressCountry: 'KE' } },
      description: 'Meet the heads of 40 schools.',
      image: 'https://elimuhub.co.ke/files/open-day.jpg',
    });
  });

  it('name an admission event’s institution as organiser and its application link as the offer', () => {
    const admission = { ...event, institution: 'Strathmore University', apply_url: 'https://strathmore.edu/apply' };
    expect(eventData('admissions', admission, origin)).toMatchObject({
      url: 'https://elimuhub.co.ke/admission-events/7',
      organizer: { '@type': 'Organization', name: 'Strathmore University' },
      offers: { '@type': 'Offer', url: 'https://strathmore.edu/apply' },
    });
  });

  it('hold a webinar online, hosted by ElimuHub, with its speaker', () => {
    expect(eventData('webinars', { ...event, location: null, speaker: 'Dr. Amina Hassan' }, origin)).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://elimuhub.co.ke/webinars/7' },
      organizer: { '@type': 'Organization', name: 'ElimuHub' },
      performer: { '@type': 'Person', name: 'Dr. Amina Hassan' },
    });
  });

  it('write nothing for an event in person with no place yet', () => {
    expect(eventData('events', { ...event, location: null }, origin)).toBeNull();
  });
});

const product: Product = {
  ...saved,
  moderation: 'approved',
  id: 9,
  shop_id: 2,
  name: 'School sweater, maroon',
  description: 'Wool blend V-neck sweater.',
  category: 'Uniforms',
  price: 1450,
  stock: 0,
  images: ['/files/sweater.jpg'],
};
const shop = { id: 2, name: 'Eastleigh Uniforms' };
const size = (stock: number): Variant => ({ ...saved, id: 1, product_id: 9, name: 'Size 32', price: 1550, stock, position: 0 });

describe('products', () => {
  it('offer a product at its price in shillings, sold by its shop', () => {
    expect(productData({ product: { ...product, stock: 5 }, variants: [], shop }, origin)).toMatchObject({
      '@type': 'Product',
      name: 'School sweater, maroon',
      image: ['https://elimuhub.co.ke/files/sweater.jpg'],
      description: 'Wool blend V-neck sweater.',
      offers: {
        '@type': 'Offer',
        url: 'https://elimuhub.co.ke/products/9',
        price: 1450,
        priceCurrency: 'KES',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Eastleigh Uniforms' },
      },
    });
  });

  it('count a product in stock while any size is, and out of stock otherwise', () => {
    expect(productData({ product, variants: [], shop }, origin).offers.availability).toBe('https://schema.org/OutOfStock');
    expect(productData({ product, variants: [size(0), size(3)], shop }, origin).offers.availability).toBe('https://schema.org/InStock');
    expect(productData({ product: { ...product, stock: 4 }, variants: [size(0)], shop }, origin).offers.availability).toBe('https://schema.org/OutOfStock');
  });
});

const story: NewsStory = {
  created_at: '2026-01-05T08:00:00Z',
  id: 3,
  title: 'KCSE 2026 results: the counties whose candidates improved most, and what their schools changed in the year before the exams',
  content: 'Results released on Friday show gains in twelve counties.',
  story: null,
  author: 'Wanjiku Mwangi',
  image: '/files/kcse.jpg',
  published_at: '2026-11-20T07:00:00.000Z',
  updated_at: '2026-11-21T10:15:00.000Z',
};

describe('news', () => {
  it('publish a story as a NewsArticle of ElimuHub by its author, with a headline Google does not cut', () => {
    const data = newsArticle(story, origin);
    expect(data.headline.length).toBeLessThanOrEqual(maxHeadline);
    expect(story.title.startsWith(data.headline.slice(0, -1))).toBe(true);
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      image: ['https://elimuhub.co.ke/files/kcse.jpg'],
      datePublished: '2026-11-20T10:00:00+03:00',
      dateModified: '2026-11-21T13:15:00+03:00',
      author: { '@type': 'Person', name: 'Wanjiku Mwangi' },
      publisher: { '@type': 'Organization', name: 'ElimuHub', logo: 'https://elimuhub.co.ke/favicon.svg' },
    });
  });

  it('name ElimuHub as the author of a story without a byline, as the page does', () => {
    expect(newsArticle({ ...story, author: null }, origin).author).toMatchObject({ '@type': 'Organization', name: 'ElimuHub' });
  });
});

describe('the script tag', () => {
  it('cannot be closed early by a name that holds </script>, and still reads back the same', () => {
    const data = institutionData('school', { ...school, name: 'Evil </script><script>alert(1)</script> School' }, origin);
    const written = jsonForScript(data);
    expect(written).not.toMatch(/<\/script/i);
    expect(written).not.toContain('<');
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(data)));
  });
});
