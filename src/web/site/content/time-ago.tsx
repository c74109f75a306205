import { useFormat } from '../../common/use-format.ts';
import { useNow } from '../../common/page-data.ts';

/** "3 hours ago" in the page's language, with the full date for hover and for machines. */
export const TimeAgo = ({ value }: { value: string | null | undefined }) => {
  const now = useNow();
  const format = useFormat();
  const date = value ? new Date(value) : null;
  const valid = date !== null && !Number.isNaN(date.getTime());
  return (
    <time dateTime={valid ? date.toISOString() : undefined} title={format.dateTime(value)}>
      {format.relative(value, now)}
    </time>
  );
};
