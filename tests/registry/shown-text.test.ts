/** Words shown outside the page's layout (a page head, a share card) cannot be turned around or hidden. */
import { expect, it } from 'vitest';
import { siteWords } from '../../src/server/i18n/site-words.ts';
import { rowHead } from '../../src/registry/row-heads.ts';
import { shownText } from '../../src/registry/shown-text.ts';

it('drops direction overrides and zero-width characters, and turns controls into spaces', () => {
  expect(shownText('Kenya High School \u202Eloohcs ekaf a si siht')).toBe('Kenya High School loohcs ekaf a si siht');
  expect(shownText('Mang\u200Bu\u2066 High\u2069')).toBe('Mangu High');
  expect(shownText('Line one\u0007\nline two')).toBe('Line one  line two');
});

it('treats a name of nothing visible as no name', () => {
  expect(shownText('\u200B\u200B')).toBeNull();
  expect(rowHead('institutions/schools', { id: 5, name: '\u200B\u200B', county: 'Kiambu' }, siteWords.en).title).toBe('School');
});

it('describes a university as "a university", an event as "an event"', () => {
  expect(rowHead('institutions/universities', { id: 1, name: 'Strathmore University', city: 'Nairobi' }, siteWords.en).description).toBe(
    'Strathmore University: a university in Nairobi on ElimuHub.',
  );
});
