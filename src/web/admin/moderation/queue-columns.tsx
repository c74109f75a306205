/**
 * The queue's columns: on a desk, type, name, submitter, time, the scam guard's reason and the decision; on a phone
 * one column holding the same, stacked, so nothing hides behind a sideways scroll at 360 px.
 */
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { findResource } from '../../../registry/index.ts';
import { formatDateTime, relativeTime } from '../../common/format.ts';
import type { QueueItem } from '../../../registry/moderation-queue.ts';

const TypeTags = ({ item }: { item: QueueItem }) => (
  <Space size={4} wrap>
    <Tag>{findResource(item.type)!.singular}</Tag>
    {item.kind === 'changes' ? <Tag color="blue">Changes</Tag> : <Tag color="gold">New</Tag>}
  </Space>
);

const Name = ({ item }: { item: QueueItem }) => (
  <Link to={`/${item.type}/show/${item.id}`} className="queue-name">
    {item.title}
  </Link>
);

const Submitter = ({ item }: { item: QueueItem }) =>
  item.submitter ? <span>{item.submitter.name}</span> : <Typography.Text type="secondary">—</Typography.Text>;

/** How long it has waited is what a moderator weighs; the exact time is on hover. */
const When = ({ item }: { item: QueueItem }) => <span title={formatDateTime(item.submitted_at)}>{relativeTime(item.submitted_at)}</span>;

// Why the server held it by itself (the scam guard), so the moderator reads the text with that in mind.
const Reason = ({ item }: { item: QueueItem }) =>
  item.reason ? (
    <Typography.Text type="warning" className="queue-reason" style={{ display: 'inline-block', maxWidth: 280, whiteSpace: 'normal' }}>
      {item.reason}
    </Typography.Text>
  ) : null;

const wrapAt = (maxWidth: number) => ({ style: { minWidth: 120, maxWidth, whiteSpace: 'normal' as const } });

export const queueColumns = (narrow: boolean, decision: (item: QueueItem) => ReactNode): TableColumnsType<QueueItem> =>
  narrow
    ? [
        {
          key: 'item',
          title: 'Waiting, oldest first',
          render: (_, item) => (
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              <TypeTags item={item} />
              <Name item={item} />
              <Typography.Text type="secondary">
                <Submitter item={item} /> · <When item={item} />
              </Typography.Text>
              <Reason item={item} />
              {decision(item)}
            </Space>
          ),
        },
      ]
    : [
        { key: 'type', title: 'Type', render: (_, item) => <TypeTags item={item} /> },
        // A review is named by its text: long names wrap rather than push the decision off the screen.
        { key: 'name', title: 'Name', onCell: () => wrapAt(280), render: (_, item) => <Name item={item} /> },
        { key: 'submitter', title: 'Submitted by', onCell: () => wrapAt(160), render: (_, item) => <Submitter item={item} /> },
        { key: 'submitted', title: 'Submitted', render: (_, item) => <When item={item} /> },
        { key: 'reason', title: 'Held because', render: (_, item) => <Reason item={item} /> },
        { key: 'decide', title: 'Decision', onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, item) => decision(item) },
      ];
