/**
 * The 47 counties of Kenya (Constitution of Kenya 2010, First Schedule order), each with its former province
 * as `region` and its county headquarters as `city`. Seeds institutions/locations.
 */
export interface CountyRow {
  region: string;
  county: string;
  city: string;
}

export const regions = [
  'Nairobi',
  'Central',
  'Coast',
  'Eastern',
  'North Eastern',
  'Nyanza',
  'Rift Valley',
  'Western',
] as const;

export const counties: CountyRow[] = [
  { region: 'Coast', county: 'Mombasa', city: 'Mombasa' },
  { region: 'Coast', county: 'Kwale', city: 'Kwale' },
  { region: 'Coast', county: 'Kilifi', city: 'Kilifi' },
  { region: 'Coast', county: 'Tana River', city: 'Hola' },
  { region: 'Coast', county: 'Lamu', city: 'Lamu' },
  { region: 'Coast', county: 'Taita-Taveta', city: 'Mwatate' },
  { region: 'North Eastern', county: 'Garissa', city: 'Garissa' },
  { region: 'North Eastern', county: 'Wajir', city: 'Wajir' },
  { region: 'North Eastern', county: 'Mandera', city: 'Mandera' },
  { region: 'Eastern', county: 'Marsabit', city: 'Marsabit' },
  { region: 'Eastern', county: 'Isiolo', city: 'Isiolo' },
  { region: 'Eastern', county: 'Meru', city: 'Meru' },
  { region: 'Eastern', county: 'Tharaka-Nithi', city: 'Chuka' },
  { region: 'Eastern', county: 'Embu', city: 'Embu' },
  { region: 'Eastern', county: 'Kitui', city: 'Kitui' },
  { region: 'Eastern', county: 'Machakos', city: 'Machakos' },
  { region: 'Eastern', county: 'Makueni', city: 'Wote' },
  { region: 'Central', county: 'Nyandarua', city: 'Ol Kalou' },
  { region: 'Central', county: 'Nyeri', city: 'Nyeri' },
  { region: 'Central', county: 'Kirinyaga', city: 'Kerugoya' },
  { region: 'Central', county: "Murang'a", city: "Murang'a" },
  { region: 'Central', county: 'Kiambu', city: 'Kiambu' },
  { region: 'Rift Valley', county: 'Turkana', city: 'Lodwar' },
  { region: 'Rift Valley', county: 'West Pokot', city: 'Kapenguria' },
  { region: 'Rift Valley', county: 'Samburu', city: 'Maralal' },
  { region: 'Rift Valley', county: 'Trans-Nzoia', city: 'Kitale' },
  { region: 'Rift Valley', county: 'Uasin Gishu', city: 'Eldoret' },
  { region: 'Rift Valley', county: 'Elgeyo-Marakwet', city: 'Iten' },
  { region: 'Rift Valley', county: 'Nandi', city: 'Kapsabet' },
  { region: 'Rift Valley', county: 'Baringo', city: 'Kabarnet' },
  { region: 'Rift Valley', county: 'Laikipia', city: 'Rumuruti' },
  { region: 'Rift Valley', county: 'Nakuru', city: 'Nakuru' },
  { region: 'Rift Valley', county: 'Narok', city: 'Narok' },
  { region: 'Rift Valley', county: 'Kajiado', city: 'Kajiado' },
  { region: 'Rift Valley', county: 'Kericho', city: 'Kericho' },
  { region: 'Rift Valley', county: 'Bomet', city: 'Bomet' },
  { region: 'Western', county: 'Kakamega', city: 'Kakamega' },
  { region: 'Western', county: 'Vihiga', city: 'Mbale' },
  { region: 'Western', county: 'Bungoma', city: 'Bungoma' },
  { region: 'Western', county: 'Busia', city: 'Busia' },
  { region: 'Nyanza', county: 'Siaya', city: 'Siaya' },
  { region: 'Nyanza', county: 'Kisumu', city: 'Kisumu' },
  { region: 'Nyanza', county: 'Homa Bay', city: 'Homa Bay' },
  { region: 'Nyanza', county: 'Migori', city: 'Migori' },
  { region: 'Nyanza', county: 'Kisii', city: 'Kisii' },
  { region: 'Nyanza', county: 'Nyamira', city: 'Nyamira' },
  { region: 'Nairobi', county: 'Nairobi', city: 'Nairobi' },
];

/** County name → former province, for rows that name only the county. */
export const regionOf: Record<string, string> = Object.fromEntries(counties.map((c) => [c.county, c.region]));
