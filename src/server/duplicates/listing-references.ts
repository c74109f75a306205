/**
 * Every column that points at a listing, found in the registry rather than listed by hand, so a resource added
 * later (a claim, a visit counter) follows a merge without anyone remembering it here:
 *
 * - a reference (`f.ref('institutions/schools')`);
 * - an id whose resource another field names (`about: { by }`): a review's or a save's (target_type, target_id),
 *   an enquiry's (listing_type, listing_id), the audit log's (resource, record_id). The naming field holds either
 *   the resource's name or, with `about.resources`, a kind standing for it ('school').
 *
 * The decisions of the duplicates desk itself are not moved: they record the merge.
 */
import { resources } from '../../registry/index.ts';
import type { Resource } from '../../registry/resource.ts';
import { duplicateDecisions } from '../../registry/resources/institutions.ts';

export interface ListingReference {
  /** The resource whose rows point at the listing. */
  holder: Resource;
  column: string;
  /** The column naming the listing's resource, and the value that names it; none for a plain reference. */
  kind: { column: string; value: string } | null;
  /** Sets of columns unique together that hold `column`: moving a row there may meet one the kept listing has. */
  unique: readonly (readonly string[])[];
}

export const listingReferences = (listing: Resource): ListingReference[] =>
  resources
    .filter((holder) => holder !== duplicateDecisions)
    .flatMap((holder) =>
      Object.entries(holder.fields).flatMap(([column, field]): ListingReference[] => {
        const unique = [...holder.unique, ...(field.unique ? [[column]] : [])].filter((set) => set.includes(column));
        if (field.kind === 'ref' && field.ref === listing.name) return [{ holder, column, kind: null, unique }];
        if (!field.about) return [];
        const names = field.about.resources
          ? Object.entries(field.about.resources).flatMap(([value, name]) => (name === listing.name ? [value] : []))
          : [listing.name];
        // A naming field with a fixed list of choices that leaves this resource out never points at it.
        const choices = holder.fields[field.about.by]?.values;
        return names
          .filter((value) => !choices || choices.includes(value))
          .map((value) => ({ holder, column, kind: { column: field.about!.by, value }, unique }));
      }),
    );
