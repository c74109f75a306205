/** The duplicates desk's answers (GET /api/duplicates, POST /api/duplicates/merge), shared by the server and the admin. */

/** One listing as the desk shows it beside its likely twin. */
export interface DuplicateListing {
  id: number;
  name: string;
  county: string | null;
  city: string | null;
  source: string | null;
  owner: { id: number; name: string } | null;
  review_count: number;
  created_at: string;
  moderation: string | null;
}

export interface DuplicatePair {
  first: DuplicateListing;
  second: DuplicateListing;
  /** Metres between the two points, when both listings have one. */
  distance: number | null;
  /** Why they are shown: within 300 m of each other, or in the same ward. */
  reason: 'near' | 'ward';
}

export interface MergeAnswer {
  kept: number;
  merged: number;
  moved: Record<string, number>;
  dropped: Record<string, number>;
  filled: string[];
}
