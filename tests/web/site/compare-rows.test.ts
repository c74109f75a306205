/** What a comparison reads from its address and which of its rows differ. */
import { expect, it } from 'vitest';
import { parseCompareIds } from '../../../src/web/site/compare/compare-ids.ts';
import { formatKes } from '../../../src/web/common/format.ts';
import { differs, valueText } from '../../../src/web/site/compare/compare-value.tsx';
import { english } from '../../helpers/words.tsx';
import { siteWords } from '../../../src/server/i18n/site-words.ts';

it('keeps the first four distinct ids in order and names the malformed ones', () => {
  expect(parseCompareIds('3, 17,42,3')).toEqual({ ids: [3, 17, 42], malformed: [], dropped: [] });
  expect(parseCompareIds('1,2,3,4,5,6')).toEqual({ ids: [1, 2, 3, 4], malformed: [], dropped: [5, 6] });
  expect(parseCompareIds('7,abc,0,-1,1.5,99999999999,,8')).toEqual({ ids: [7, 8], malformed: ['abc', '0', '-1', '1.5', '99999999999'], dropped: [] });
  expect(parseCompareIds(null)).toEqual({ ids: [], malformed: [], dropped: [] });
});

it('a row differs when its values read differently; lists in another order and one column do not', () => {
  const row = (name: string, kind: Parameters<typeof valueText>[0]) => ({ name, label: name, kind });
  const a = { id: 1, name: 'A', cbc_levels: 'Primary, Junior Secondary', is_public: true, fees: 45000, county: null };
  const b = { id: 2, name: 'B', cbc_levels: 'Junior Secondary, Primary', is_public: false, fees: 45000, county: 'Kiambu' };
  expect(differs(row('cbc_levels', 'csv'), [a, b])).toBe(false);
  expect(differs(row('is_public', 'boolean'), [a, b])).toBe(true);
  expect(differs(row('fees', 'money'), [a, b])).toBe(false);
  expect(differs(row('county', 'enum'), [a, b])).toBe(true);
  expect(differs(row('is_public', 'boolean'), [a])).toBe(false);
  expect([
    valueText('boolean', false, english),
    valueText('money', 45000, english),
    valueText('enum', null, english),
    valueText('tags', [{ name: 'ICT' }, { name: 'Maths' }], english),
  ]).toEqual(['No', formatKes(45000), 'Not provided', 'ICT, Maths']);
  // In Kiswahili a choice reads in its words while rows still differ by what is stored.
  expect([
    valueText('boolean', true, siteWords.sw),
    valueText('enum', 'Day and boarding', siteWords.sw, 'boarding'),
    valueText('csv', 'Primary, Junior Secondary', siteWords.sw, 'cbc_levels'),
  ]).toEqual(['Ndiyo', 'Kutwa na bweni', 'Msingi, Sekondari Msingi']);
});
