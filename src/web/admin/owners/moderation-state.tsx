/** Where a listing stands with the moderators, as its owner needs to know: live, waiting, or refused and why. */
import type { BaseRecord } from '@refinedev/core';
import { Space, Typography } from 'antd';
import { Chip, type Tone } from '../fields/chip.tsx';

const states: Record<string, { tone: Tone; label: string }> = {
  approved: { tone: 'good', label: 'Live' },
  pending: { tone: 'warn', label: 'Waiting for review' },
  rejected: { tone: 'bad', label: 'Not approved' },
};

export const ModerationState = ({ row }: { row: BaseRecord }) => {
  const state = states[String(row.moderation)] ?? { tone: 'plain' as const, label: String(row.moderation ?? '—') };
  const why = row.moderation === 'rejected' ? row.moderation_note : row.moderation === 'pending' ? row.moderation_reason : null;
  return (
    <Space direction="vertical" size={2}>
      <Space size={4} wrap>
        <Chip tone={state.tone}>{state.label}</Chip>
        {Boolean(row.revised) && <Chip tone="warn">Changes waiting for review</Chip>}
      </Space>
      {typeof why === 'string' && why && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {why}
        </Typography.Text>
      )}
    </Space>
  );
};
