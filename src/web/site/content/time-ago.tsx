import { formatDateTime, relativeTime } from '../../common/format.ts';
import { useNow } from '../../common/page-data.ts';

/** "3 hours ago", with the full en-KE date for hover and for machines. */
export const TimeAgo = ({ value }: { value: string | null | undefined }) => {
  const now = useNow();
  const date = value ? new Date(value) : null;
  const valid = date !== null && !Number.isNaN(date.getTime());
  return (
    <time dateTime={valid ? date.toISOString() : undefined} title={formatDateTime(value)}>
      {relativeTime(value, now)}
    </time>
  );
};
