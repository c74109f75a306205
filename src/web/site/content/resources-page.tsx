/** The resource library (media/documents): revision guides, fee planners, forms. Downloads are a plan perk. */
import { PerkLocked } from '../account/perk-locked.tsx';
import { useSay } from '../../common/say.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { PagedListView } from '../ui/paged-list-view.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import type { RowOf } from '../../../registry/row-type.ts';
import './content.css';

/** Its `source` is sent only to members whose plan includes downloads. */
type DocumentRow = RowOf<'media/documents'>;

const pageSize = 12;

export const ResourcesPage = () => {
  const say = useSay('pages');
  const list = usePagedList<DocumentRow>('media/documents', { _sort: 'created_at', _order: 'desc' }, pageSize);
  return (
    <div className="container">
      <PageHeader page="/resources" />
      <PagedListView list={list} loadingText={say('resources.loading')} emptyText={say('resources.empty')}>
        {(rows) => (
          <ul className="resource-list">
            {rows.map((doc) => (
              <li key={doc.id} className="card">
                <h2>{doc.title}</h2>
                {doc.description ? <p>{doc.description}</p> : null}
                {doc.source ? (
                  <a className="button" href={doc.source} target="_blank" rel="noreferrer" aria-label={say('resources.downloadLabel', { title: doc.title })}>
                    {say('resources.download')}
                  </a>
                ) : (
                  <PerkLocked perk="downloads" compact />
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </div>
  );
};
