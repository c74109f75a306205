import { slugOf } from '../../../registry/message-ids.ts';
import { useSay } from '../../common/say.ts';

/**
 * Where a listing loaded from an open list came from, and whether a person has written it since, so a reader knows
 * how old and how official its facts are (docs/data-sources.md). Nothing for a listing its owner wrote.
 */
export const ProvenanceNote = ({ row }: { row: Record<string, unknown> }) => {
  const say = useSay();
  if (!row.source) return null;
  const edited = say.format.date(row.edited_at as string | null);
  return (
    <p className="muted provenance">
      {say(`dir.source.${slugOf(String(row.source))}`, { year: String(row.source_year ?? '') })}
      {edited ? ` ${say('dir.source.edited', { date: edited })}` : null}
    </p>
  );
};
