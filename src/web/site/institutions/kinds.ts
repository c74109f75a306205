/** The three directories (schools, colleges, universities): their API base, paths and category filters. */
import { directories, type Directory, type DirectoryCategory, type InstitutionKind } from '../../../registry/directories.ts';
import type { Say } from '../../common/say.ts';

export type { InstitutionKind };

/** A category's words are the catalogue's: its name is its filter's value ("Primary" → "Msingi"), its line `dir.category.<kind>.<slug>`. */
export type Category = DirectoryCategory;

export interface KindConfig extends Directory {
  kind: InstitutionKind;
}

const kindOf = (kind: InstitutionKind): KindConfig => ({ ...directories[kind], kind });

/** A category's name in the page's language: the label of the value it filters by. */
export const categoryLabel = (say: Say, category: DirectoryCategory) => {
  const [list, value] = Object.entries(category.filter)[0]!;
  return say.choice(list, value);
};

export const kinds: Record<InstitutionKind, KindConfig> = { school: kindOf('school'), college: kindOf('college'), university: kindOf('university') };
