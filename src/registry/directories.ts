/**
 * The three directories of institutions and the category pages under each (one CBC level, one type of college
 * or university): their addresses, names and list filters, read by the site's routes and pages and by the
 * server's page titles.
 */
import { cbcLevels, collegeTypes, universityTypes } from './choices.ts';

export type InstitutionKind = 'school' | 'college' | 'university';

export interface DirectoryCategory {
  slug: string;
  label: string;
  /** The list filter: cbc_levels contains a level, or the type equals a value. */
  filter: Record<string, string>;
}

export interface Directory {
  base: string;
  path: string;
  label: string;
  singular: string;
  categories: DirectoryCategory[];
}

const slug = (text: string) => text.toLowerCase().replace(/\s+/g, '-');
const collegeSlugs = ['vocational', 'technical', 'medical', 'polytechnic', 'hospitality'];

export const directories: Record<InstitutionKind, Directory> = {
  school: {
    base: 'institutions/schools',
    path: '/institutions/schools',
    label: 'Schools',
    singular: 'School',
    categories: cbcLevels.map((level) => ({ slug: slug(level), label: level, filter: { cbc_levels: level } })),
  },
  college: {
    base: 'institutions/colleges',
    path: '/institutions/colleges',
    label: 'Colleges',
    singular: 'College',
    categories: collegeTypes.map((type, i) => ({ slug: collegeSlugs[i]!, label: type, filter: { college_type: type } })),
  },
  university: {
    base: 'institutions/universities',
    path: '/institutions/universities',
    label: 'Universities',
    singular: 'University',
    categories: universityTypes.map((type) => ({ slug: slug(type.split(' ')[0]!), label: type, filter: { university_type: type } })),
  },
};

/** "Schools", "Primary Schools", "Medical Training College": the title of a directory or one of its categories. */
export const directoryTitle = (kind: InstitutionKind, category?: DirectoryCategory) =>
  category ? `${category.label}${kind === 'school' ? ' Schools' : ''}` : directories[kind].label;

export const directoryDescription = (title: string) => `Browse ${title.toLowerCase()} in Kenya with ratings, reviews, contacts and maps on ElimuHub.`;
