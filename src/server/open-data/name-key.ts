/**
 * A name reduced to what tells two schools apart, so a listing a person wrote ("Alliance High School", "Lenana
 * School") is found as the same school as a list's row ("Alliance High", "Lenana Sch"): the name's words as the
 * search reads them (registry/search-text.ts), initials closed up ("A.I.C" as "aic"), without the words every
 * school's name may or may not carry.
 */
import { searchWords } from '../../registry/search-text.ts';

const generic = new Set(['the', 'school', 'schools', 'sch', 'high', 'secondary', 'sec', 'and', 'of']);

export const nameKey = (name: string) =>
  searchWords(name.replace(/\./g, ''))
    .filter((word) => !generic.has(word))
    .join(' ');
