/**
 * The structured facts of institutions: a school's boarding, gender, curriculum, category, sponsor, fees and
 * results; a college's courses; a university's programmes. Each choice is a pick-list the server checks, so the
 * directory can filter and count by it.
 */
import { z } from 'zod';
import {
  boardingTypes,
  courseLevels,
  curricula,
  kcseGrades,
  programmeLevels,
  schoolCategories,
  schoolFacilities,
  schoolGenders,
  sponsors,
} from '../choices.ts';
import { f } from '../fields.ts';

/** Annual fees are whole shillings; a million a year is beyond any school in Kenya, so more is a typing slip. */
const maxFees = 5_000_000;

export const schoolFacts = () => ({
  boarding: f.enum(boardingTypes, { label: 'Day or boarding' }),
  gender: f.enum(schoolGenders, { label: 'Boys, girls or mixed' }),
  curriculum: f.enum(curricula, { label: 'Curriculum' }),
  category: f.enum(schoolCategories, { label: 'Category' }),
  sponsor: f.enum(sponsors, { label: 'Sponsor' }),
  fees_min: f.money({ label: 'Annual fees from (KES)', max: maxFees, help: 'The lowest a year, in whole shillings.' }),
  fees_max: f.money({ label: 'Annual fees up to (KES)', max: maxFees, atLeast: 'fees_min', help: 'The highest a year (boarding, a senior class).' }),
  knec_code: f.text({ label: 'KNEC code', max: 20, pattern: { regex: /^\d{8}$/, message: 'a KNEC code is 8 digits, like 20402001.' } }),
  year_founded: f.integer({ label: 'Year founded', min: 1850, year: true }),
  facility_tags: f.csv({ label: 'Facilities offered', values: schoolFacilities }),
  kcse_mean_grade: f.enum(kcseGrades, { label: 'Recent KCSE mean grade', help: 'Secondary schools: the mean grade of the latest KCSE.' }),
});

const choice = (label: string, values: readonly string[]) =>
  z.enum(values as [string, ...string[]], { error: `${label} must be one of: ${values.join(', ')}.` });

const name = (what: string) =>
  z
    .string({ error: `Each ${what} needs a name.` })
    .trim()
    .min(2, `Each ${what} needs a name.`)
    .max(150, `A ${what}'s name is at most 150 characters.`);

const course = z.object({
  name: name('course'),
  level: choice('A course level', courseLevels),
  duration_months: z
    .number({ error: 'A course duration is a whole number of months.' })
    .int('A course duration is a whole number of months.')
    .min(1, 'A course lasts at least 1 month.')
    .max(72, 'A course lasts at most 72 months.'),
  fees: z.number({ error: 'Course fees are whole shillings.' }).int('Course fees are whole shillings.').min(0).max(maxFees).nullish(),
  entry_grade: choice('A course entry grade', kcseGrades).nullish(),
});

const programme = z.object({
  name: name('programme'),
  faculty: z.string({ error: 'Each programme needs its faculty or school.' }).trim().min(2, 'Each programme needs its faculty or school.').max(150),
  level: choice('A programme level', programmeLevels),
  duration_years: z.number({ error: 'A programme duration is a number of years.' }).min(0.5).max(8, 'A programme lasts at most 8 years.'),
});

/** Courses are edited with their college and reviewed with it; see docs/institution-facts.md for why not rows of their own. */
export const courseFields = () => ({
  courses: f.json(z.array(course).max(100, 'At most 100 courses.'), {
    label: 'Courses',
    help: `A list like [{"name": "Electrical Engineering", "level": "Diploma", "duration_months": 36, "fees": 67000, "entry_grade": "C-"}]. Levels: ${courseLevels.join(', ')}; entry grades: ${kcseGrades.join(', ')}.`,
  }),
});

export const programmeFields = () => ({
  programmes: f.json(z.array(programme).max(300, 'At most 300 programmes.'), {
    label: 'Programmes',
    help: `A list like [{"name": "BSc Computer Science", "faculty": "Computing and IT", "level": "Bachelor", "duration_years": 4}]. Levels: ${programmeLevels.join(', ')}.`,
  }),
});
