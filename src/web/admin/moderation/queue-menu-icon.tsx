/**
 * The moderation queue's menu icon, carrying how many rows wait. On the icon rather than after the label: the
 * menu is 200 px wide and "Moderation queue" fills it, and the count stays in sight when the menu is folded.
 */
import { SafetyOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useQueueCounts } from './use-queue-counts.ts';

/** `className`: the menu marks its icons with one (for the gap before the label), so it is passed on. */
export const QueueMenuIcon = ({ className }: { className?: string }) => {
  const total = useQueueCounts()?.total;
  return (
    <Badge
      size="small"
      count={total}
      overflowCount={999}
      offset={[2, -2]}
      title={total ? `${total} waiting for a decision` : undefined}
      className={`queue-menu-count ${className ?? ''}`}
    >
      <SafetyOutlined />
    </Badge>
  );
};
