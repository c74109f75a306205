/**
 * The claims desk, beside the moderation queue: people asking to manage a school, college or university, each
 * with the listing and the evidence side by side. Approving makes the claimant the owner (one owner per listing,
 * checked by the server); rejecting asks for the reason the claimant is told. docs/claims.md.
 */
import { CanAccess } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Empty, Result, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ClaimDeskRow, ClaimState } from '../../../registry/listing-claims.ts';
import { PageFrame } from '../layout/page-frame.tsx';
import { ClaimCard } from '../moderation/claim-card.tsx';
import { claimsKey, decideClaim, loadClaims } from '../moderation/claim-api.ts';
import { RejectDialog } from '../moderation/reject-dialog.tsx';
import type { DecisionError } from '../moderation/use-decision.ts';
import { extraScreens } from '../resources/extra-screens.ts';

const shown: { label: string; value: ClaimState }[] = [
  { label: 'Waiting', value: 'waiting' },
  { label: 'Email not confirmed', value: 'email' },
  { label: 'Approved', value: 'approved' },
  { label: 'Rejected', value: 'rejected' },
];

export default function ClaimsScreen() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [state, setState] = useState<ClaimState>('waiting');
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<ClaimDeskRow | null>(null);
  const claims = useQuery({ queryKey: [...claimsKey, state], queryFn: () => loadClaims(state) });
  const reload = () => client.invalidateQueries({ queryKey: claimsKey });

  const approve = (claim: ClaimDeskRow) =>
    modal.confirm({
      title: `Approve the claim on "${claim.listing.name}"?`,
      content: claim.dispute
        ? `${claim.claimant.name} becomes the owner in place of ${claim.owner?.name ?? 'the current owner'}, who is told.`
        : `${claim.claimant.name} becomes the owner and can edit the listing.`,
      okText: 'Approve',
      onOk: async () => {
        setBusy(true);
        try {
          await decideClaim(claim, 'approve');
          void message.success(`${claim.claimant.name} now manages ${claim.listing.name}.`);
        } catch (error) {
          void message.error((error as DecisionError).message, 8);
        } finally {
          setBusy(false);
          void reload();
        }
      },
    });

  return (
    <CanAccess resource={extraScreens.moderation} action="list" fallback={<Result status="403" title="Only admins and editors decide claims." />}>
      <PageFrame title="Claims">
        <Typography.Paragraph type="secondary">
          People asking to manage a listing. Check the evidence against the listing: a verified address at the institution&apos;s domain, or a letter on its
          letterhead or its registration certificate; call the phone number when in doubt. A claim on a listing that has an owner is a dispute.{' '}
          <Link to="/moderation">Back to the moderation queue</Link>
        </Typography.Paragraph>
        <Space style={{ marginBottom: 16 }} wrap>
          <Select<ClaimState> aria-label="Claims to show" options={shown} value={state} onChange={setState} style={{ minWidth: 200 }} />
        </Space>
        {claims.isLoading ? (
          <Spin />
        ) : claims.error ? (
          <Result status="error" title={(claims.error as unknown as DecisionError).message} />
        ) : !claims.data?.length ? (
          <Empty description="No claims here." />
        ) : (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            {claims.data.map((claim) => (
              <ClaimCard
                key={claim.id}
                claim={claim}
                busy={busy}
                onApprove={claim.state === 'waiting' ? () => approve(claim) : undefined}
                onReject={claim.state === 'waiting' ? () => setRejecting(claim) : undefined}
              />
            ))}
          </Space>
        )}
      </PageFrame>
      <RejectDialog
        what={rejecting ? `the claim on "${rejecting.listing.name}"` : null}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          await decideClaim(rejecting!, 'reject', reason);
          void message.success('Rejected; the claimant has been told why.');
          void reload();
        }}
      />
    </CanAccess>
  );
}
