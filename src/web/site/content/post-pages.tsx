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
import type { Post } from './article-types.ts';
import { TimeAgo } from './time-ago.tsx';
import './content.css';

const pageSize = 12;

export const PostListPage = () => {
  const say = useSay('pages');
  const list = usePagedList<Post>('content/posts', { _sort: 'created_at', _order: 'desc' }, pageSize);
  return (
    <div className="container">
      <PageHeader page="/post" />
      <PagedListView list={list} loadingText={say('post.loading')} emptyText={say('post.empty')}>
        {(rows) => (
          <>
            <ul className="article-list">
              {rows.map((post) => (
                <li key={post.id} className="card article-card">
                  <h2>
                    <Link to={`/post/${post.id}`}>{post.title}</Link>
                  </h2>
                  <p>{post.content}</p>
                  <p className="muted article-meta">
                    <TimeAgo value={post.created_at} />
                    {post.author ? ` · ${post.author}` : null}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedListView>
    </div>
  );
};

export const PostDetailPage = () => {
  const say = useSay('pages');
  const format = useFormat();
  const postsList = { name: say('post.list'), url: '/post' };
  const { id = '' } = useParams();
  const state = useOne<Post>('content/posts', id);
  useRowMeta('content/posts', state.data, state.status);
  return (
    <article className="container article">
      <Breadcrumbs trail={breadcrumbTrail(postsList, state.data && { name: state.data.title, url: `/post/${id}` })} />
      <LoadState state={state} loadingText={say('post.loadingOne')} notFoundText={say('post.notFound')} list={postsList}>
        {(post) => (
          <>
            <h1>{post.title}</h1>
            <p className="muted article-meta">
              {say('content.by', { author: post.author || 'ElimuHub' })} · <time dateTime={post.created_at}>{format.date(post.created_at)}</time> (
              <TimeAgo value={post.created_at} />)
            </p>
            <TextBlocks text={post.story || post.content} />
          </>
        )}
      </LoadState>
    </article>
  );
};
