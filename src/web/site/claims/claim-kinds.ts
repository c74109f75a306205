/** The site's kinds of institution (school, college, university) as the claims name them (schools, colleges, universities). */
import type { ClaimedKind } from '../../../registry/listing-claims.ts';
import type { InstitutionKind } from '../institutions/kinds.ts';

export const claimedKindOf: Record<InstitutionKind, ClaimedKind> = { school: 'schools', college: 'colleges', university: 'universities' };

export const institutionKindOf = (kind: string): InstitutionKind | null =>
  (Object.entries(claimedKindOf).find(([, claimed]) => claimed === kind)?.[0] as InstitutionKind | undefined) ?? null;

export const claimPath = (kind: ClaimedKind, id: number) => `/claim/${kind}/${id}`;
