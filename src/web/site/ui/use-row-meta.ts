/** The head tags of one row's page, as the server wrote them before the page's script ran (registry/row-heads.ts). */
import { rowHead, rowPages, type RowPageName } from '../../../registry/row-heads.ts';
import { usePageMeta } from '../../common/page-meta.ts';
import { detailTitle, isMissing } from './load-state.tsx';

/**
 * While the row loads, or when it is missing, the page is titled by its kind ("School", "School not found"); a
 * missing row's page is kept out of search engines.
 */
export const useRowMeta = (name: RowPageName, row: object | null | undefined, status: number | null) => {
  const head = row ? rowHead(name, row as Record<string, unknown>) : null;
  usePageMeta(detailTitle(head?.title, status, rowPages[name].singular), head?.description, head?.card, isMissing(status));
};
