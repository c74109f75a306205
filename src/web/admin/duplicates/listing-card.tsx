/** One listing of a likely pair, as the desk shows it beside the other: what tells an editor which to keep. */
import { Button, Descriptions, Popconfirm, Tag, Typography } from 'antd';
import type { DuplicateListing } from '../../../registry/duplicate-pairs.ts';
import type { Resource } from '../../../registry/resource.ts';
import { FieldValue } from '../fields/field-value.tsx';

interface Props {
  resource: Resource;
  listing: DuplicateListing;
  other: DuplicateListing;
  busy: boolean;
  onKeep: () => void;
}

export const ListingCard = ({ resource, listing, other, busy, onKeep }: Props) => {
  const kind = resource.singular.toLowerCase();
  return (
    <div className="duplicate-listing" style={{ flex: '1 1 260px', minWidth: 0 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        <a href={resource.page!.replace(':id', String(listing.id))} target="_blank" rel="noreferrer">
          {listing.name}
        </a>{' '}
        <Typography.Text type="secondary">#{listing.id}</Typography.Text>
        {listing.moderation && listing.moderation !== 'approved' ? <Tag style={{ marginLeft: 8 }}>{listing.moderation}</Tag> : null}
      </Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'county', label: 'County', children: listing.county ?? '—' },
          { key: 'city', label: 'City or town', children: listing.city ?? '—' },
          { key: 'source', label: 'Source', children: listing.source ?? 'Listed by a person' },
          { key: 'owner', label: 'Owner', children: listing.owner ? listing.owner.name : 'No owner' },
          { key: 'reviews', label: 'Reviews', children: listing.review_count },
          { key: 'created', label: 'Listed', children: <FieldValue field={resource.fields.created_at!} value={listing.created_at} /> },
        ]}
      />
      <Popconfirm
        title={`Keep "${listing.name}"?`}
        description={`"${other.name}" (#${other.id}) is merged into it: its reviews, saves and history move here, and its address leads here.`}
        okText="Merge"
        onConfirm={onKeep}
      >
        <Button type="primary" loading={busy} style={{ marginTop: 8 }}>
          Keep this {kind}
        </Button>
      </Popconfirm>
    </div>
  );
};
