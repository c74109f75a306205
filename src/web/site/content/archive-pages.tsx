import { Link, useParams } from 'react-router-dom';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import { useRowMeta } from '../ui/use-row-meta.ts';
import { useOne } from '../../common/use-fetch.ts';
import { breadcrumbTrail } from '../ui/breadcrumb-trail.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { TextBlocks } from '../ui/text-blocks.tsx';
import { PagedListView } from '../ui/paged-list-view.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import type { ArchiveEntry } from './article-types.ts';
import './content.css';

const pageSize = 20;

export const ArchiveListPage = () => {
  const say = useSay('pages');
  const format = useFormat();
  const list = usePagedList<ArchiveEntry>('content/archives', { _sort: 'date', _order: 'desc' }, pageSize);
  return (
    <div className="container">
      <PageHeader page="/archive" />
      <PagedListView list={list} loadingText={say('archive.loading')} emptyText={say('archive.empty')}>
        {(rows) => (
          <>
            <ul className="archive-list">
              {rows.map((entry) => (
                <li key={entry.id}>
                  <Link to={`/archive/${entry.id}`}>{entry.title}</Link>
                  <time className="muted" dateTime={entry.date ?? undefined}>
                    {format.date(entry.date)}
                  </time>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedListView>
    </div>
  );
};

export const ArchiveDetailPage = () => {
  const say = useSay('pages');
  const format = useFormat();
  const archiveList = { name: say('archive.list'), url: '/archive' };
  const { id = '' } = useParams();
  const state = useOne<ArchiveEntry>('content/archives', id);
  useRowMeta('content/archives', state.data, state.status);
  return (
    <article className="container article">
      <Breadcrumbs trail={breadcrumbTrail(archiveList, state.data && { name: state.data.title, url: `/archive/${id}` })} />
      <LoadState state={state} loadingText={say('archive.loadingOne')} notFoundText={say('archive.notFound')} list={archiveList}>
        {(entry) => (
          <>
            <h1>{entry.title}</h1>
            <p className="muted article-meta">
              <time dateTime={entry.date ?? undefined}>{format.date(entry.date)}</time>
              {entry.author ? ` · ${entry.author}` : null}
            </p>
            <TextBlocks text={entry.content} />
          </>
        )}
      </LoadState>
    </article>
  );
};
