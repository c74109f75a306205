import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { truncate } from '../../common/format.ts';
import { timing } from './timing.ts';
import { useSay } from '../../common/say.ts';
import type { RowOf } from '../../../registry/row-type.ts';

/** A news story, as much of it as the home page shows. */
export type Article = Pick<RowOf<'content/news'>, 'id' | 'title' | 'content'>;

/** News two at a time, moving to the next two every 6 s (docs/product.md#home-page). */
export const TrendingArticles = ({ articles, loading }: { articles: Article[] | undefined; loading: boolean }) => {
  const say = useSay();
  const [page, setPage] = useState(0);
  const pages = Math.ceil((articles?.length ?? 0) / 2);
  useEffect(() => {
    if (pages < 2) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), timing.trendingMs);
    return () => clearInterval(timer);
  }, [pages]);

  const shown = articles?.slice(page * 2, page * 2 + 2) ?? [];
  return (
    <section className="trending" aria-labelledby="trending-title">
      <h2 id="trending-title">{say('home.trending.title')}</h2>
      {loading || !articles?.length ? (
        <p className="loading">{say('home.trending.loading')}</p>
      ) : (
        <div className="card-grid two" aria-live="polite">
          {shown.map((article) => (
            <article key={article.id} className="card">
              <h3>{article.title}</h3>
              <p>{article.content?.trim() ? truncate(article.content, timing.trendingSummaryChars) : say('home.trending.noSummary')}</p>
              <Link to={`/news/${article.id}`} className="button small">
                {say('home.trending.more')}
                <span className="visually-hidden">: {article.title}</span>
              </Link>
            </article>
          ))}
        </div>
      )}
    </section>
  );
};
