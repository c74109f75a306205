/**
 * The fixed choices of docs/product.md#institutions and docs/product.md#institution-fields as plain data, with no
 * imports: the registry builds its fields from them and the public site filters by them without loading the
 * registry's validation code.
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
/**
 * The 47 counties of Kenya (Constitution of Kenya 2010, First Schedule) under their former provinces, the regions
 * the directory filters by. Every county field holds one of these names exactly; the towns within each county are
 * rows of institutions/locations.
 */
export const countiesByRegion = {
  Nairobi: ['Nairobi'],
  Central: ['Nyandarua', 'Nyeri', 'Kirinyaga', "Murang'a", 'Kiambu'],
  Coast: ['Mombasa', 'Kwale', 'Kilifi', 'Tana River', 'Lamu', 'Taita-Taveta'],
  Eastern: ['Marsabit', 'Isiolo', 'Meru', 'Tharaka-Nithi', 'Embu', 'Kitui', 'Machakos', 'Makueni'],
  'North Eastern': ['Garissa', 'Wajir', 'Mandera'],
  Nyanza: ['Siaya', 'Kisumu', 'Homa Bay', 'Migori', 'Kisii', 'Nyamira'],
  'Rift Valley': [
    'Turkana',
    'West Pokot',
    'Samburu',
    'Trans Nzoia',
    'Uasin Gishu',
    'Elgeyo-Marakwet',
    'Nandi',
    'Baringo',
    'Laikipia',
    'Nakuru',
    'Narok',
    'Kajiado',
    'Kericho',
    'Bomet',
  ],
  Western: ['Kakamega', 'Vihiga', 'Bungoma', 'Busia'],
} as const;
export type Region = keyof typeof countiesByRegion;
export type County = (typeof countiesByRegion)[Region][number];
export const regions = Object.keys(countiesByRegion) as Region[];
/**
 * Alphabetical, as the pick-lists show them. One collator for the whole sort: `localeCompare` makes one for each
 * comparison, a cost the site's first script paid on every load, and one a phone feels.
 */
export const counties: readonly County[] = Object.values(countiesByRegion).flat().sort(new Intl.Collator().compare);
export const regionOf: Readonly<Record<string, Region>> = Object.fromEntries(
  regions.flatMap((region) => countiesByRegion[region].map((county) => [county, region])),
);

/** A school's structured facts, each a pick-list the server checks and the directory filters and counts by. */
export const boardingTypes = ['Day', 'Boarding', 'Day and boarding'] as const;
export const schoolGenders = ['Boys', 'Girls', 'Mixed'] as const;
export const curricula = ['CBC', '8-4-4', 'British (IGCSE)', 'IB', 'American', 'Other'] as const;
/** The Ministry of Education's placement categories, plus private schools, which are none of them. */
export const schoolCategories = ['National', 'Extra-county', 'County', 'Sub-county', 'Private'] as const;
export const sponsors = [
  'Catholic',
  'Anglican (ACK)',
  'PCEA',
  'Methodist',
  'SDA',
  'Muslim',
  'Hindu',
  'Quaker',
  'Salvation Army',
  'Government',
  'Private',
  'Other',
] as const;
export const schoolFacilities = [
  'Library',
  'Science labs',
  'Computer lab',
  'Boarding',
  'Swimming pool',
  'Sports fields',
  'Transport',
  'Dining hall',
  'Clinic',
  'Music room',
  'Chapel or mosque',
  'Special needs support',
] as const;
/** KCSE grades, best first. */
export const kcseGrades = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'E'] as const;
/** TVET course levels (KNQF levels 4 to 6). */
export const courseLevels = ['Artisan', 'Certificate', 'Diploma'] as const;
export const programmeLevels = ['Certificate', 'Diploma', 'Bachelor', 'Master', 'Doctorate'] as const;
