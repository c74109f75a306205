/** The claims desk's reads and decisions (GET /api/moderation/claims, POST /api/moderation/claims/:id/decision; docs/claims.md). */
import type { ClaimDeskRow, ClaimState } from '../../../registry/listing-claims.ts';
import { http } from '../providers/http.ts';

export const claimsKey = ['moderation-claims'] as const;

export const loadClaims = async (state: ClaimState) => (await http.get<ClaimDeskRow[]>('/api/moderation/claims', { params: { state } })).data;

export const decideClaim = (claim: ClaimDeskRow, decision: 'approve' | 'reject', reason = '') =>
  http.post(`/api/moderation/claims/${claim.id}/decision`, { decision, reason, seen: claim.seen });
