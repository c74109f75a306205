/**
 * Row makers for the benchmark database (`npm run seed -- --scale N`). Rows are plausible rather than real:
 * names mix Kenyan places with school kinds, every county appears, and ratings and dates spread out the way a
 * busy directory's would, so indexes and plans are exercised as in production. `rand` is seeded, so two runs
 * build the same database.
 */
import { boardingTypes, cbcLevels, curricula, kcseGrades, schoolFacilities, sponsors } from '../../../../registry/choices.ts';
import { dayMs, nairobiDay, now } from '../../../../registry/clock.ts';
import { jobStatuses } from '../../../../registry/resources/jobs.ts';
import { countySeats } from './counties.ts';
import { demoGallery, demoLogoPath } from '../demo-pictures.ts';

type Rand = () => number;

const pick = <T>(list: readonly T[], rand: Rand): T => list[Math.floor(rand() * list.length)]!;

const places = [
  'Kilimani', 'Umoja', 'Kariobangi', 'Githurai', 'Ruaka', 'Kitengela', 'Ngong', 'Kikuyu', 'Limuru', 'Juja',
  'Mwiki', 'Kahawa', 'Lang’ata', 'Embakasi', 'Nyali', 'Likoni', 'Bamburi', 'Mtwapa', 'Kondele', 'Nyalenda',
  'Milimani', 'Kapsoya', 'Langas', 'Lanet', 'Bondeni', 'Majengo', 'Shauri Moyo', 'Kangemi', 'Kawangware',
  'Ol Kalou', 'Mwea', 'Kerugoya', 'Kangundo', 'Tala', 'Matuu', 'Wote', 'Kabati', 'Sagana', 'Othaya', 'Chogoria',
];
const crestName = (area: string) => `${area} Schools`;

/** The crests `--scale` rows share, drawn once by the seed (demo-pictures.ts). */
export const scaleCrestNames = places.map(crestName);

const kinds = ['Primary School', 'Junior School', 'Academy', 'Comprehensive School', 'Secondary School', 'Girls’ High School', 'Boys’ High School', 'ECDE Centre'];
const levelsByKind: Record<string, readonly (typeof cbcLevels)[number][]> = {
  'Primary School': ['Pre-Primary', 'Primary'],
  'Junior School': ['Junior Secondary'],
  Academy: ['Pre-Primary', 'Primary', 'Junior Secondary'],
  'Comprehensive School': ['Pre-Primary', 'Primary', 'Junior Secondary'],
  'Secondary School': ['Senior Secondary'],
  'Girls’ High School': ['Senior Secondary'],
  'Boys’ High School': ['Senior Secondary'],
  'ECDE Centre': ['Pre-Primary'],
};

/** Where a scale school stands: its county, and a point in it. */
export interface Spot {
  county: string;
  lat: number;
  lng: number;
}

/** A normally spread number (mean 0, deviation 1), from two uniform ones (Box–Muller). */
const gaussian = (rand: Rand) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

/**
 * Points spread as schools are: around a ward's centroid, within about a kilometre or two. Wards are drawn alike,
 * and towns have many small wards (Nairobi 85 in 700 km²) where the north has few large ones, so the points crowd
 * where people live, as the Ministry's list does. A point jittered out of Kenya's box stays at its centroid.
 */
export const scaleSpots = (wards: readonly { county: string; lat: number; lng: number }[], inKenya: (lat: number, lng: number) => boolean) => (rand: Rand): Spot => {
  const ward = pick(wards, rand);
  const lat = Math.round((ward.lat + gaussian(rand) * 0.01) * 1e6) / 1e6;
  const lng = Math.round((ward.lng + gaussian(rand) * 0.01) * 1e6) / 1e6;
  return inKenya(lat, lng) ? { county: ward.county, lat, lng } : { county: ward.county, lat: ward.lat, lng: ward.lng };
};

export const scaleSchool = (i: number, rand: Rand, spot: Spot) => {
  const place = countySeats.find((seat) => seat.county === spot.county)!;
  const kind = pick(kinds, rand);
  const area = pick(places, rand);
  const name = `${area} ${kind} ${i + 1}`;
  return {
    name,
    // A small shared set (one crest per area, six campus scenes), not a picture per row: see scaleCrestNames and cli.ts.
    logo: demoLogoPath(crestName(area)),
    gallery: demoGallery(i),
    summary: `A ${kind.toLowerCase()} in ${place.city}, ${place.county} County.`,
    description: `${name} serves families in and around ${place.city}, with CBC-trained teachers and a safe learning environment.`,
    region: place.region,
    county: place.county,
    city: place.city,
    postal_address: `P.O. Box ${100 + (i % 9000)}-${place.city}`,
    telephone_mobile: `+254 7${String(10_000_000 + ((i * 7919) % 89_999_999)).slice(0, 8)}`,
    email: `info${i + 1}@school.example.ke`,
    gps_coordinates: `${spot.lat}, ${spot.lng}`,
    is_public: rand() < 0.6,
    cbc_levels: levelsByKind[kind]!.join(', '),
    student_population: 80 + Math.floor(rand() * 1800),
    staff_teaching: 4 + Math.floor(rand() * 70),
    ...scaleFacts(kind, rand),
  };
};

/**
 * Facts spread so every filter choice has rows and a combination of four still finds some: a secondary school is
 * often a boarding school for one gender with a KCSE grade, a private one dearer and on any curriculum.
 */
const scaleFacts = (kind: string, rand: Rand) => {
  const secondary = /Secondary|High/.test(kind);
  const isPrivate = rand() < 0.3;
  const low = Math.round((isPrivate ? 40_000 + rand() * 400_000 : rand() * 60_000) / 500) * 500;
  return {
    boarding: secondary ? pick(['Boarding', 'Boarding', 'Day and boarding', 'Day'], rand) : pick(boardingTypes, rand),
    gender: kind.startsWith('Girls') ? 'Girls' : kind.startsWith('Boys') ? 'Boys' : pick(['Mixed', 'Mixed', 'Mixed', 'Girls', 'Boys'], rand),
    curriculum: isPrivate ? pick(curricula, rand) : pick(['CBC', 'CBC', '8-4-4'], rand),
    category: isPrivate ? 'Private' : secondary ? pick(['National', 'Extra-county', 'County', 'County', 'Sub-county', 'Sub-county'], rand) : 'Sub-county',
    sponsor: isPrivate ? pick(['Private', 'Private', ...sponsors], rand) : pick(sponsors.filter((s) => s !== 'Private'), rand),
    fees_min: low,
    fees_max: low + Math.round((rand() * 80_000) / 500) * 500,
    knec_code: String(10_000_000 + Math.floor(rand() * 89_999_999)),
    year_founded: 1900 + Math.floor(rand() * 125),
    facility_tags: schoolFacilities.filter(() => rand() < 0.4).join(', ') || null,
    kcse_mean_grade: secondary ? pick(kcseGrades.slice(1, 10), rand) : null,
  };
};

/** Reviews spread over the schools, about one each; stars lean positive as real reviews do. */
export const scaleReview = (rand: Rand, schools: number) => ({
  target_type: 'school',
  target_id: 1 + Math.floor(rand() * schools),
  stars: pick([1, 2, 3, 3, 4, 4, 4, 5, 5, 5], rand),
  review: pick(
    [
      'Caring teachers and good results, though fees went up this year.',
      'My child has grown in confidence since joining. Transport is reliable.',
      'Classes are too crowded and communication with parents is poor.',
      'Strong in sports and music; the library needs more books.',
      'Discipline is good and the meals are balanced.',
    ],
    rand,
  ),
});

const jobTitles = [
  'Mathematics Teacher', 'English and Literature Teacher', 'Kiswahili Teacher', 'Integrated Science Teacher', 'ECDE Teacher',
  'Computer Studies Teacher', 'Bursar', 'Matron', 'Laboratory Technician', 'Librarian', 'School Driver', 'Deputy Principal',
];

export const scaleJob = (i: number, rand: Rand) => {
  const place = countySeats[i % countySeats.length]!;
  const posted = now() - Math.floor(rand() * 90) * dayMs;
  return {
    title: pick(jobTitles, rand),
    job_code: `SCL-${String(i + 1).padStart(6, '0')}`,
    description: `A school in ${place.city} is hiring. Apply with your CV and TSC number where applicable.`,
    salary: 20_000 + Math.floor(rand() * 16) * 10_000,
    location: place.city,
    county: place.county,
    status: pick([...jobStatuses, 'Open', 'Open'], rand),
    posted_at: new Date(posted).toISOString(),
    deadline: nairobiDay(posted + 30 * dayMs),
  };
};

export const scaleNews = (i: number, rand: Rand) => {
  const place = countySeats[i % countySeats.length]!;
  return {
    title: `${place.county} schools update ${i + 1}`,
    content: `Education officials in ${place.county} County share news on enrolment, CBC transition and capitation for the coming term.`,
    story: `Schools in ${place.city} and across ${place.county} County are preparing for the new term. Parents are encouraged to check fee guidelines and reporting dates.`,
    author: 'ElimuHub Newsroom',
    published_at: new Date(now() - Math.floor(rand() * 365 * dayMs)).toISOString(),
  };
};
