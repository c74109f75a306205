import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useOrigin } from '../../common/page-data.ts';
import { useFormat } from '../../common/use-format.ts';
import { useRowMeta } from '../ui/use-row-meta.ts';
import { useOne } from '../../common/use-fetch.ts';
import { breadcrumbTrail } from '../ui/breadcrumb-trail.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { newsArticle } from '../structured-data/news-article.ts';
import { StructuredData } from '../structured-data/structured-data.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useSay } from '../../common/say.ts';
import { headIn } from '../../../registry/page-heads.ts';
import { TextBlocks } from '../ui/text-blocks.tsx';
import { PagedListView } from '../ui/paged-list-view.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import type { NewsStory } from './article-types.ts';
import { snippet } from './snippet.ts';
import { TimeAgo } from './time-ago.tsx';
import './content.css';

const pageSize = 12;

/** The stories of ?q= (from the site-wide search), best match first; without it, the newest first. */
export const NewsListPage = () => {
  const [params] = useSearchParams();
  const say = useSay('pages');
  const q = (params.get('q') ?? '').trim();
  const list = usePagedList<NewsStory>('content/news', q ? { q } : { _sort: 'published_at', _order: 'desc' }, pageSize);
  return (
    <div className="container">
      <PageHeader
        page="/news"
        title={q ? `${headIn(say, '/news')!.title}: ${q}` : undefined}
        lead={
          q ? (
            <>
              {say('news.matching')} “<bdi>{q}</bdi>”. <Link to="/news">{say('news.all')}</Link>
            </>
          ) : undefined
        }
      />
      <PagedListView list={list} loadingText={say('news.loading')} emptyText={q ? say('news.noMatch', { q }) : say('news.empty')}>
        {(rows) => (
          <>
            <ul className="article-list">
              {rows.map((story) => (
                <li key={story.id} className="card article-card">
                  <h2>
                    <Link to={`/news/${story.id}`}>{story.title}</Link>
                  </h2>
                  <p>{snippet(story.content)}</p>
                  <p className="muted article-meta">
                    <TimeAgo value={story.published_at} />
                    {story.author ? ` · ${story.author}` : null}
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

export const NewsDetailPage = () => {
  const origin = useOrigin();
  const say = useSay('pages');
  const format = useFormat();
  const newsList = { name: say('news.list'), url: '/news' };
  const { id = '' } = useParams();
  const state = useOne<NewsStory>('content/news', id);
  useRowMeta('content/news', state.data, state.status);
  return (
    <article className="container article">
      <Breadcrumbs trail={breadcrumbTrail(newsList, state.data && { name: state.data.title, url: `/news/${id}` })} />
      <LoadState state={state} loadingText={say('news.loadingStory')} notFoundText={say('news.notFound')} list={newsList}>
        {(story) => (
          <>
            <StructuredData data={newsArticle(story, origin)} />
            <h1>{story.title}</h1>
            <p className="muted article-meta">
              {say('content.by', { author: story.author || 'ElimuHub' })} · {say('news.published')}{' '}
              <time dateTime={story.published_at ?? undefined}>{format.date(story.published_at)}</time>
            </p>
            {story.image ? <img className="article-image" src={story.image} alt="" width="800" height="450" /> : null}
            <TextBlocks text={story.story || story.content} />
          </>
        )}
      </LoadState>
    </article>
  );
};
