/** The heads of the site's pages: one entry per row page agreeing with its resource, titles per route, private paths. */
import { expect, it } from 'vitest';
import { resources } from '../../src/registry/index.ts';
import { isPrivatePath } from '../../src/registry/page-head.ts';
import { headOfPath } from '../../src/registry/page-heads.ts';
import { siteWords } from '../../src/server/i18n/site-words.ts';
import { rowHead, rowPages } from '../../src/registry/row-heads.ts';

it('names every resource with a public page, with the page, title field and singular of its definition', () => {
  const paged = resources.filter((resource) => resource.page);
  expect(Object.keys(rowPages).sort()).toEqual(paged.map((resource) => resource.name).sort());
  for (const resource of paged) {
    const entry = rowPages[resource.name as keyof typeof rowPages];
    expect({ page: entry.page, title: entry.title, singular: entry.singular }, resource.name).toEqual({
      page: resource.page,
      title: resource.title,
      singular: resource.singular,
    });
    for (const field of entry.describedBy) expect(resource.fields, `${resource.name}.${field}`).toHaveProperty(field);
  }
});

it('describes a row in its own words cut at a word, or by its kind and place, and versions its card by edit and rating', () => {
  const long = `${'A national girls boarding school in Kikuyu with strong science results and a long history. '.repeat(3)}`;
  const head = rowHead(
    'institutions/schools',
    { id: 7, name: 'Alliance Girls', summary: long, updated_at: '2026-01-01T00:00:00.000Z', rating: 4.5, review_count: 3 },
    siteWords.en,
  );
  expect(head.title).toBe('Alliance Girls');
  expect(head.description.length).toBeLessThanOrEqual(160);
  expect(head.description).toMatch(/[a-z]…$/);
  expect(head.card).toMatch(/^\/cards\/institutions\/schools\/7\.png\?v=[0-9a-z]+$/);
  const rated = rowHead(
    'institutions/schools',
    { id: 7, name: 'Alliance Girls', summary: long, updated_at: '2026-01-01T00:00:00.000Z', rating: 4.6, review_count: 4 },
    siteWords.en,
  );
  expect(rated.card).not.toBe(head.card);
  expect(rowHead('events/admissions', { id: 1, title: 'Open day', location: 'Eldoret' }, siteWords.en).description).toBe(
    'Open day: an admission event in Eldoret on ElimuHub.',
  );
  expect(rowHead('content/news', { id: 1, title: 'Results' }, siteWords.en).type).toBe('article');
});

it('gives the directories, their categories and comparisons their own titles', () => {
  expect(headOfPath('/institutions/schools/junior-secondary')?.title).toBe('Junior Secondary Schools');
  expect(headOfPath('/institutions/colleges/medical')?.title).toBe('Medical Training College');
  expect(headOfPath('/institutions/universities/public/')?.title).toBe('Public University');
  expect(headOfPath('/compare/universities')?.title).toBe('Compare universities');
  expect(headOfPath('/jobs')?.description).toContain('education jobs');
  expect(headOfPath('/no/such/page')).toBeUndefined();
});

it('keeps search results and a person’s own pages private, and the public pages public', () => {
  for (const path of ['/search', '/saved', '/checkout-confirmation', '/orders/3', '/my-listings/school/4', '/jobs/resume', '/verify-email'])
    expect(isPrivatePath(path), path).toBe(true);
  for (const path of ['/', '/jobs', '/jobs/12', '/institutions/schools/3', '/shops', '/products/2', '/post/1']) expect(isPrivatePath(path), path).toBe(false);
});
