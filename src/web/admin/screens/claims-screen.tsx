/**
 * The claims desk, beside the moderation queue: people asking to manage a school, college or university, each
 * with the listing and the evidence side by side. Approving makes the claimant the owner (one owner per listing,
 * checked by the server); rejecting asks for the reason the claimant is told. docs/claims.md.
 */
import { CanAccess } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Empty, Pagination, Result, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ClaimDeskRow, ClaimState } from '../../../registry/listing-claims.ts';
import { PageFrame } from '../layout/page-frame.tsx';
import { ClaimCard } from '../moderation/claim-card.tsx';
import { claimsKey, claimsPerPage, decideClaim, loadClaims } from '../moderation/claim-api.ts';
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
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<ClaimDeskRow | null>(null);
  // A dispute takes the listing from its owner, who is told why: approving one asks for the reason.
  const [movingDispute, setMovingDispute] = useState<ClaimDeskRow | null>(null);
  const claims = useQuery({ queryKey: [...claimsKey, state, page], queryFn: () => loadClaims(state, page) });
  const total = claims.data?.total ?? 0;
  const reload = () => client.invalidateQueries({ queryKey: claimsKey });

  const approve = (claim: ClaimDeskRow) =>
    claim.dispute
      ? setMovingDispute(claim)
      : modal.confirm({
          title: `Approve the claim on "${claim.listing.name}"?`,
          content: `${claim.claimant.name} becomes the owner and can edit the listing.`,
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
          <Select<ClaimState>
            aria-label="Claims to show"
            options={shown}
            value={state}
            onChange={(next) => {
              setState(next);
              setPage(1);
            }}
            style={{ minWidth: 200 }}
          />
        </Space>
        {claims.isLoading ? (
          <Spin />
        ) : claims.error ? (
          <Result status="error" title={(claims.error as unknown as DecisionError).message} />
        ) : !claims.data?.claims.length ? (
          <Empty description="No claims here." />
        ) : (
          <>
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              {claims.data.claims.map((claim) => (
                <ClaimCard
                  key={claim.id}
                  claim={claim}
                  busy={busy}
                  onApprove={claim.state === 'waiting' ? () => approve(claim) : undefined}
                  // A claim nobody confirmed by email may be rejected too, never approved.
                  onReject={claim.state === 'waiting' || claim.state === 'email' ? () => setRejecting(claim) : undefined}
                />
              ))}
            </Space>
            <Pagination
              style={{ marginTop: 16 }}
              current={page}
              pageSize={claimsPerPage}
              total={total}
              hideOnSinglePage
              showSizeChanger={false}
              onChange={setPage}
              showTotal={(count) => `${count.toLocaleString('en-KE')} ${count === 1 ? 'claim' : 'claims'}`}
            />
          </>
        )}
      </PageFrame>
      <RejectDialog
        verb="Approve"
        told={`${movingDispute?.claimant.name ?? 'The claimant'} becomes the owner in place of ${movingDispute?.owner?.name ?? 'the current owner'}, who is told this reason.`}
        what={movingDispute ? `the dispute on "${movingDispute.listing.name}"` : null}
        onClose={() => setMovingDispute(null)}
        onReject={async (reason) => {
          await decideClaim(movingDispute!, 'approve', reason);
          void message.success(`${movingDispute!.claimant.name} now manages ${movingDispute!.listing.name}.`);
          void reload();
        }}
      />
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
