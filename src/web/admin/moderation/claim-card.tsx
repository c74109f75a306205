/** One claim on the desk: the listing on one side, the claimant and their evidence on the other. */
import { Button, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import type { ClaimDeskRow } from '../../../registry/listing-claims.ts';

interface Props {
  claim: ClaimDeskRow;
  busy: boolean;
  onApprove?: () => void;
  onReject?: () => void;
}

export const ClaimCard = ({ claim, busy, onApprove, onReject }: Props) => (
  <Card
    className="claim-card"
    title={<span style={{ whiteSpace: 'normal' }}>{claim.listing.name}</span>}
    actions={
      onApprove && onReject
        ? [
            <Button key="approve" type="primary" disabled={busy} onClick={onApprove}>
              Approve
            </Button>,
            <Button key="reject" danger disabled={busy} onClick={onReject}>
              Reject
            </Button>,
          ]
        : undefined
    }
  >
    <Space wrap style={{ marginBottom: 12 }}>
      {claim.dispute ? <Tag color="red">Dispute</Tag> : <Tag color="blue">Unowned</Tag>}
      <Typography.Text type="secondary">Claimed {new Date(claim.created_at).toLocaleString('en-KE', { timeZone: 'Africa/Nairobi' })}</Typography.Text>
    </Space>
    <Row gutter={[24, 16]}>
      <Col xs={24} md={12}>
        <Descriptions title="Listing" column={1} size="small">
          <Descriptions.Item label="Name">
            <a href={claim.listing.link} target="_blank" rel="noreferrer">
              {claim.listing.name}
            </a>
          </Descriptions.Item>
          <Descriptions.Item label="Kind">{claim.listing.kind}</Descriptions.Item>
          <Descriptions.Item label="County">{claim.listing.county ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Source">{claim.listing.source ?? 'Written on ElimuHub'}</Descriptions.Item>
          <Descriptions.Item label="Current owner">{claim.owner ? `${claim.owner.name} (${claim.owner.email})` : 'None'}</Descriptions.Item>
        </Descriptions>
      </Col>
      <Col xs={24} md={12}>
        <Descriptions title="Claimant and evidence" column={1} size="small">
          <Descriptions.Item label="Name">{claim.claimant.name}</Descriptions.Item>
          <Descriptions.Item label="Account email">{claim.claimant.email}</Descriptions.Item>
          <Descriptions.Item label="Phone">
            <a href={`tel:${claim.claimant.phone.replace(/\s/g, '')}`}>{claim.claimant.phone}</a>
          </Descriptions.Item>
          <Descriptions.Item label="Evidence">
            {claim.evidence === 'email' ? (
              claim.verified_email ? (
                <Space>
                  <Tag color="green">Verified</Tag>
                  {claim.verified_email}
                </Space>
              ) : (
                'Email not confirmed yet'
              )
            ) : claim.letter ? (
              <a href={claim.letter} target="_blank" rel="noreferrer">
                Open the letter or certificate
              </a>
            ) : (
              '—'
            )}
          </Descriptions.Item>
        </Descriptions>
      </Col>
    </Row>
  </Card>
);
