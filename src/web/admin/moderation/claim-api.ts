/** The claims desk's reads and decisions (GET /api/moderation/claims, POST /api/moderation/claims/:id/decision; docs/claims.md). */
import type { ClaimDeskRow, ClaimState } from '../../../registry/listing-claims.ts';
import { http } from '../providers/http.ts';

export const claimsKey = ['moderation-claims'] as const;

/** Claims on one page of the desk. */
export const claimsPerPage = 20;

/** One page of the claims in `state` (pages from 1), with how many there are in all. */
export const loadClaims = async (state: ClaimState, page: number) => {
  const _start = (page - 1) * claimsPerPage;
  const answer = await http.get<ClaimDeskRow[]>('/api/moderation/claims', { params: { state, _start, _end: _start + claimsPerPage } });
  return { claims: answer.data, total: Number(answer.headers['x-total-count'] ?? 0) };
};

export const decideClaim = (claim: ClaimDeskRow, decision: 'approve' | 'reject', reason = '') =>
  http.post(`/api/moderation/claims/${claim.id}/decision`, { decision, reason, seen: claim.seen });
