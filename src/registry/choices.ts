/**
 * The fixed choices of SPEC.md §2 and §3 as plain data, with no imports: the registry builds its fields from
 * them and the public site filters by them without loading the registry's validation code.
 */
export const cbcLevels = ['Pre-Primary', 'Primary', 'Junior Secondary', 'Senior Secondary'] as const;
export const collegeTypes = [
  'Vocational Training Centre',
  'Technical Training Institute',
  'Medical Training College',
  'National Polytechnic',
  'Hospitality Training College',
] as const;
export const universityTypes = ['Public University', 'Private University'] as const;
