/**
 * Structured facts of the demo institutions: boarding, gender, category, sponsor, fees and results for schools,
 * courses for colleges, programmes for universities. The national schools' facts are as publicly known (category,
 * sponsor, boarding, gender, year founded; fees at the Ministry's 2024 capitation guideline for national boarding
 * schools); KNEC codes are made up in KNEC's eight-digit shape. The other schools get facts that fit their profile.
 */
type Row = Record<string, unknown>;

const national = (gender: 'Boys' | 'Girls', sponsor: string, year: number, code: string, grade: string, more: Row = {}): Row => ({
  boarding: 'Boarding',
  gender,
  curriculum: '8-4-4',
  category: 'National',
  sponsor,
  fees_min: 53_554,
  fees_max: 75_000,
  knec_code: code,
  year_founded: year,
  kcse_mean_grade: grade,
  facility_tags: 'Library, Science labs, Computer lab, Boarding, Sports fields, Dining hall, Clinic, Chapel or mosque',
  ...more,
});

const named: Record<string, Row> = {
  'Alliance High School': national('Boys', 'PCEA', 1926, '11201001', 'A-', { facility_tags: 'Library, Science labs, Computer lab, Boarding, Swimming pool, Sports fields, Dining hall, Chapel or mosque' }),
  'Alliance Girls High School': national('Girls', 'PCEA', 1948, '11201002', 'A-', { facility_tags: 'Library, Science labs, Computer lab, Boarding, Sports fields, Dining hall, Music room, Chapel or mosque' }),
  'The Kenya High School': national('Girls', 'Government', 1910, '20401001', 'B+', { facility_tags: 'Library, Science labs, Computer lab, Boarding, Swimming pool, Sports fields, Dining hall, Music room' }),
  "Mang'u High School": national('Boys', 'Catholic', 1925, '11203001', 'B+'),
  "Starehe Boys' Centre and School": national('Boys', 'Other', 1959, '20401004', 'B+', { fees_min: 0, fees_max: 67_000 }),
  'Lenana School': national('Boys', 'Government', 1949, '20401005', 'B'),
  'Maseno School': national('Boys', 'Anglican (ACK)', 1906, '41101001', 'B', { fees_max: 72_000 }),
  'Maranda High School': national('Boys', 'Anglican (ACK)', 1957, '41301001', 'B+'),
  'Kakamega School': national('Boys', 'Government', 1932, '31101001', 'B'),
  'Friends School Kamusinga': national('Boys', 'Quaker', 1956, '31201001', 'B'),
  'Moi Girls High School Eldoret': national('Girls', 'Other', 1928, '27101001', 'B'),
  'Nakuru Boys High School': national('Boys', 'Government', 1950, '27301001', 'B-'),
  'Shimo La Tewa School': national('Boys', 'Government', 1950, '01101001', 'B-'),
  'Mary Hill Girls High School': national('Girls', 'Catholic', 1949, '11203002', 'B+'),
  'Kagumo High School': national('Boys', 'Government', 1933, '18101001', 'B'),
  'Meru School': national('Boys', 'Methodist', 1956, '15101001', 'B'),
  'Machakos School': national('Boys', 'Government', 1915, '16101001', 'B-'),
  'Kisii School': national('Boys', 'SDA', 1934, '45101001', 'B-'),
  'Loreto High School Limuru': national('Girls', 'Catholic', 1936, '11204001', 'B+', { fees_max: 90_000 }),
  'Garissa High School': national('Boys', 'Muslim', 1964, '07101001', 'C+', { category: 'Extra-county', fees_min: 40_535, fees_max: 53_000 }),
  'Kericho High School': national('Boys', 'Anglican (ACK)', 1961, '35101001', 'C+', { category: 'Extra-county', fees_min: 40_535, fees_max: 55_000 }),
};

/** Schools other than the national ones, by profile; `i` spreads the facts so every filter has some of each. */
const byProfile = (profile: string, isPublic: boolean, i: number): Row => {
  const publicFees = (low: number, high: number): Row => (isPublic ? { fees_min: low, fees_max: high } : { fees_min: low * 4, fees_max: high * 5 });
  const common: Row = {
    curriculum: isPublic ? 'CBC' : ['CBC', 'British (IGCSE)', 'CBC', 'IB', 'American'][i % 5],
    category: isPublic ? (i % 2 ? 'County' : 'Sub-county') : 'Private',
    sponsor: isPublic ? ['Government', 'Catholic', 'Anglican (ACK)', 'PCEA', 'Methodist', 'SDA', 'Muslim'][i % 7] : 'Private',
    year_founded: 1960 + ((i * 7) % 60),
  };
  switch (profile) {
    case 'academy':
      return { ...common, boarding: i % 3 ? 'Day' : 'Day and boarding', gender: 'Mixed', ...publicFees(30_000, 60_000), facility_tags: `Library, Science labs, Computer lab, Sports fields, Transport${i % 2 ? ', Swimming pool' : ''}${i % 3 ? '' : ', Boarding'}` };
    case 'comprehensive':
      return { ...common, boarding: 'Day', gender: 'Mixed', ...publicFees(0, 15_000), facility_tags: 'Library, Sports fields' + (i % 2 ? ', Computer lab' : '') };
    case 'ecde':
      return { ...common, boarding: 'Day', gender: 'Mixed', ...publicFees(18_000, 45_000), facility_tags: 'Transport, Music room' };
    default:
      return { ...common, boarding: 'Boarding', gender: i % 2 ? 'Girls' : 'Boys', ...publicFees(40_535, 53_000), kcse_mean_grade: ['C+', 'C', 'B-'][i % 3] };
  }
};

let counter = 0;
export const schoolFactsFor = (name: string, profile: string, isPublic: boolean): Row => named[name] ?? byProfile(profile, isPublic, counter++);

const coursesByType: Record<string, Row[]> = {
  'Medical Training College': [
    { name: 'Kenya Registered Community Health Nursing', level: 'Diploma', duration_months: 36, fees: 85_000, entry_grade: 'C' },
    { name: 'Clinical Medicine and Surgery', level: 'Diploma', duration_months: 36, fees: 90_000, entry_grade: 'C' },
    { name: 'Medical Laboratory Sciences', level: 'Diploma', duration_months: 36, fees: 88_000, entry_grade: 'C' },
    { name: 'Community Health', level: 'Certificate', duration_months: 24, fees: 60_000, entry_grade: 'C-' },
  ],
  'Technical Training Institute': [
    { name: 'Electrical and Electronic Engineering (Power)', level: 'Diploma', duration_months: 36, fees: 67_000, entry_grade: 'C-' },
    { name: 'Building Technology', level: 'Certificate', duration_months: 24, fees: 56_000, entry_grade: 'D' },
    { name: 'Plumbing', level: 'Artisan', duration_months: 12, fees: 35_000, entry_grade: 'D-' },
    { name: 'ICT', level: 'Diploma', duration_months: 36, fees: 67_000, entry_grade: 'C-' },
  ],
  'National Polytechnic': [
    { name: 'Mechanical Engineering (Production)', level: 'Diploma', duration_months: 36, fees: 67_000, entry_grade: 'C-' },
    { name: 'Automotive Engineering', level: 'Certificate', duration_months: 24, fees: 56_000, entry_grade: 'D' },
    { name: 'Welding and Fabrication', level: 'Artisan', duration_months: 12, fees: 35_000, entry_grade: 'E' },
    { name: 'Supply Chain Management', level: 'Diploma', duration_months: 30, fees: 62_000, entry_grade: 'C-' },
  ],
  'Hospitality Training College': [
    { name: 'Food Production', level: 'Diploma', duration_months: 24, fees: 150_000, entry_grade: 'C' },
    { name: 'Front Office Operations', level: 'Certificate', duration_months: 12, fees: 90_000, entry_grade: 'D+' },
    { name: 'Tour Guiding and Administration', level: 'Certificate', duration_months: 12, fees: 95_000, entry_grade: 'D+' },
  ],
  'Vocational Training Centre': [
    { name: 'Hairdressing and Beauty', level: 'Artisan', duration_months: 12, fees: 15_000 },
    { name: 'Motor Vehicle Mechanics', level: 'Artisan', duration_months: 12, fees: 15_000 },
    { name: 'Fashion Design and Garment Making', level: 'Certificate', duration_months: 24, fees: 25_000, entry_grade: 'E' },
  ],
};

export const coursesFor = (type: string): Row[] => coursesByType[type] ?? [];

const programmes = (faculties: string): Row[] => {
  const list = faculties.split(/;\s*/).map((f) => f.replace(/\.$/, '').trim()).filter(Boolean).slice(0, 4);
  return list.flatMap((faculty, i) => {
    const subject = faculty.replace(/^(School|Faculty|College) of /, '').split(',')[0]!.trim();
    return [
      { name: `Bachelor of ${subject}`, faculty, level: 'Bachelor', duration_years: i === 0 ? 5 : 4 },
      ...(i < 2 ? [{ name: `Master of ${subject}`, faculty, level: 'Master', duration_years: 2 }] : []),
    ];
  });
};

export const programmesFor = (faculties: string | undefined): Row[] => (faculties ? programmes(faculties) : []);
