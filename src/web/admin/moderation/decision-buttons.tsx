/** Approve and Reject for one queue row, and a toggle for its changes when it has some. */
import { DiffOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { QueueItem } from '../../../registry/moderation-queue.ts';

interface Props {
  item: QueueItem;
  disabled: boolean;
  open: boolean;
  onApprove: () => void;
  onReject: () => void;
  onToggle: () => void;
}

export const DecisionButtons = ({ item, disabled, open, onApprove, onReject, onToggle }: Props) => (
  <Space size={4} wrap className="decision-buttons">
    {item.kind === 'changes' && (
      <Button size="small" icon={<DiffOutlined />} onClick={onToggle} aria-expanded={open}>
        {open ? 'Hide changes' : 'Changes'}
      </Button>
    )}
    <Button size="small" type="primary" disabled={disabled} onClick={onApprove}>
      Approve
    </Button>
    <Button size="small" danger disabled={disabled} onClick={onReject}>
      Reject
    </Button>
  </Space>
);
