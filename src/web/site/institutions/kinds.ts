/** The three directories (schools, colleges, universities): their API base, paths and category filters. */
import { directories, type Directory, type DirectoryCategory, type InstitutionKind } from '../../../registry/directories.ts';

export type { InstitutionKind };

export interface Category extends DirectoryCategory {
  blurb: string;
}

export interface KindConfig extends Omit<Directory, 'categories'> {
  kind: InstitutionKind;
  categories: Category[];
}

const levelBlurbs = ['PP1 and PP2 for ages 4 to 5', 'Grades 1 to 6', 'Grades 7 to 9', 'Grades 10 to 12'];

const blurbs: Record<InstitutionKind, (category: DirectoryCategory, i: number) => string> = {
  school: (_, i) => levelBlurbs[i]!,
  college: (category) => `${category.label}s across Kenya`,
  university: (category) => (category.label === 'Public University' ? 'Chartered public universities' : 'Chartered private universities'),
};

const kindOf = (kind: InstitutionKind): KindConfig => ({
  ...directories[kind],
  kind,
  categories: directories[kind].categories.map((category, i) => ({ ...category, blurb: blurbs[kind](category, i) })),
});

export const kinds: Record<InstitutionKind, KindConfig> = { school: kindOf('school'), college: kindOf('college'), university: kindOf('university') };
