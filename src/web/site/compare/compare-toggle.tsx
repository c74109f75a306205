/** "Add to compare" on a listing's card or page; the compare bar shows the picks and any pick refused. */
import { compareStore, kindOfPath, useCompare } from './compare-store.ts';
import { useSay } from '../../common/say.ts';

export const CompareToggle = ({ path, item }: { path: string; item: { id: number; name: string } }) => {
  const picks = useCompare();
  const say = useSay();
  const kind = kindOfPath(path);
  if (!kind) return null;
  const picked = picks.kind === kind && picks.items.some((pick) => pick.id === item.id);
  return (
    <button
      type="button"
      className={`small compare-toggle${picked ? '' : ' secondary'}`}
      aria-label={say(picked ? 'compare.toggle.remove' : 'compare.toggle.add', { name: item.name })}
      onClick={() => (picked ? compareStore.remove(item.id) : compareStore.add(kind, item))}
    >
      {picked ? `✓ ${say('compare.toggle.picked')}` : `+ ${say('compare.toggle.pick')}`}
    </button>
  );
};
