/** The head tags of one row's page, as the server wrote them before the page's script ran (registry/row-heads.ts). */
import { rowHead, rowWordsKey, type RowPageName } from '../../../registry/row-heads.ts';
import { usePageMeta } from '../../common/page-meta.ts';
import { useSay } from '../../common/say.ts';
import { isMissing } from './load-state.tsx';

/**
 * While the row loads, or when it is missing, the page is titled by its kind ("School", "School not found"); a
 * missing row's page is kept out of search engines.
 */
export const useRowMeta = (name: RowPageName, row: object | null | undefined, status: number | null) => {
  const say = useSay();
  const head = row ? rowHead(name, row as Record<string, unknown>, say) : null;
  const words = rowWordsKey(name);
  const title = head?.title ?? say(isMissing(status) ? `${words}.missing` : `${words}.kind`);
  usePageMeta(title, head?.description, head?.card, isMissing(status));
};
