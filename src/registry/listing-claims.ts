/**
 * Claims of listings (docs/claims.md): which listings may be claimed, the states a claim moves through, and the
 * answers of the claim routes that are not a claim's row, shared by the server, the site and the admin.
 */

/** The listings a person may claim, by the base of their resource (institutions/<kind>). */
export const claimedKinds = ['schools', 'colleges', 'universities'] as const;
export type ClaimedKind = (typeof claimedKinds)[number];
/** Each kind's resource, by which a claim names its listing (a merge of duplicates moves the claim with it). */
export const claimedResources = Object.fromEntries(claimedKinds.map((kind) => [kind, `institutions/${kind}`])) as Record<ClaimedKind, string>;

/**
 * `email` waits for the link sent to the institution's address; `waiting` is with the editors; the other three
 * are closed. Only an open claim (the first two) holds the claimant's one place per listing.
 */
export const claimStates = ['email', 'waiting', 'approved', 'rejected', 'withdrawn'] as const;
export type ClaimState = (typeof claimStates)[number];
export const openClaimStates: readonly ClaimState[] = ['email', 'waiting'];

export const evidenceKinds = ['email', 'letter'] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

/** GET /api/claims/listing/:kind/:id: whether the listing has an owner, and the reader's own open claim on it. */
export interface ListingClaimStatus {
  managed: boolean;
  /** Whether the reader is the listing's owner. */
  yours: boolean;
  mine: { id: number; state: ClaimState; evidence: EvidenceKind; email: string | null } | null;
}

/** One row of the editors' claims desk (GET /api/moderation/claims): the listing and the evidence side by side. */
export interface ClaimDeskRow {
  id: number;
  state: ClaimState;
  /** The version shown, which a decision sends back: a claim changed since (now a dispute) is not decided blind. */
  seen: string;
  dispute: boolean;
  created_at: string;
  listing: { kind: ClaimedKind; id: number; name: string; county: string | null; source: string | null; link: string };
  claimant: { id: number; name: string; email: string; phone: string };
  /** The listing's owner now, when the claim is a dispute. */
  owner: { id: number; name: string; email: string } | null;
  evidence: EvidenceKind;
  /** The institution address the claimant proved they read, once verified. */
  verified_email: string | null;
  /** A signed link to the uploaded letter or certificate. */
  letter: string | null;
}
