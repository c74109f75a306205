/** The three directories (schools, colleges, universities): their API base, paths and category filters. */
import { cbcLevels, collegeTypes, universityTypes } from '../../../registry/choices.ts';

export type InstitutionKind = 'school' | 'college' | 'university';

export interface Category {
  slug: string;
  label: string;
  /** The list filter: cbc_levels contains a level, or the type equals a value. */
  filter: Record<string, string>;
  blurb: string;
}

export interface KindConfig {
  kind: InstitutionKind;
  base: string;
  path: string;
  label: string;
  singular: string;
  categories: Category[];
}

const slug = (text: string) => text.toLowerCase().replace(/\s+/g, '-');

const levelBlurbs = ['PP1 and PP2 for ages 4 to 5', 'Grades 1 to 6', 'Grades 7 to 9', 'Grades 10 to 12'];
const collegeSlugs = ['vocational', 'technical', 'medical', 'polytechnic', 'hospitality'];

export const kinds: Record<InstitutionKind, KindConfig> = {
  school: {
    kind: 'school',
    base: 'institutions/schools',
    path: '/institutions/schools',
    label: 'Schools',
    singular: 'School',
    categories: cbcLevels.map((level, i) => ({ slug: slug(level), label: level, filter: { cbc_levels: level }, blurb: levelBlurbs[i]! })),
  },
  college: {
    kind: 'college',
    base: 'institutions/colleges',
    path: '/institutions/colleges',
    label: 'Colleges',
    singular: 'College',
    categories: collegeTypes.map((type, i) => ({ slug: collegeSlugs[i]!, label: type, filter: { college_type: type }, blurb: `${type}s across Kenya` })),
  },
  university: {
    kind: 'university',
    base: 'institutions/universities',
    path: '/institutions/universities',
    label: 'Universities',
    singular: 'University',
    categories: universityTypes.map((type) => ({
      slug: slug(type.split(' ')[0]!),
      label: type,
      filter: { university_type: type },
      blurb: type === 'Public University' ? 'Chartered public universities' : 'Chartered private universities',
    })),
  },
};
