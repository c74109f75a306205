/**
 * What members save and search, and how many they keep: plain values (no zod), so the public site reads them
 * without loading the field schemas.
 */
/** What a member can save: the saved item's target_type names the resource. */
export const savedTargets = {
  school: 'institutions/schools',
  college: 'institutions/colleges',
  university: 'institutions/universities',
  job: 'jobs/main',
} as const;
export type SavedTarget = keyof typeof savedTargets;

/** Lists a search can be saved from; its alerts are about new rows of the same resource. */
export const searchableLists = ['institutions/schools', 'institutions/colleges', 'institutions/universities', 'jobs/main'] as const;

/** Per member, so a list stays a list and an alert run stays bounded (docs/saved-and-alerts.md). */
export const maxSavedItems = 200;
export const maxSavedSearches = 20;
