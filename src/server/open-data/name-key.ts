/**
 * A name reduced to what tells two schools apart, so a listing a person wrote ("Alliance High School", "Lenana
 * School") is found as the same school as a list's row ("Alliance High", "Lenana Sch"): lower case, letters and
 * digits, without the words every school's name may or may not carry.
 */
const generic = new Set(['the', 'school', 'schools', 'sch', 'high', 'secondary', 'sec', 'and', 'of']);

export const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !generic.has(word))
    .join(' ');
