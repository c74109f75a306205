import { Link } from 'react-router-dom';
import { usePageMeta } from '../../common/page-meta.ts';
import { useFetch, useEndpoint } from '../../common/use-fetch.ts';
import { readList } from '../../common/site-data.ts';
import { SearchForm } from '../search/search-form.tsx';
import { Banner } from './banner.tsx';
import { FeaturedInstitution, type FeaturedUniversity } from './featured-institution.tsx';
import { StatsStrip } from './stats-strip.tsx';
import { loadTestimonials } from './load-testimonials.ts';
import { Testimonials } from './testimonials.tsx';
import { TrendingArticles, type Article } from './trending-articles.tsx';
import { useSay } from '../../common/say.ts';
import type { SiteStats } from '../../../registry/site-stats.ts';

export const HomePage = () => {
  const say = useSay();
  usePageMeta(say('home.title'));
  const stats = useEndpoint<SiteStats>('stats');
  // The best-rated approved university is the week's feature.
  const featured = useFetch(
    (signal) => readList<FeaturedUniversity>('institutions/universities', { _start: 0, _end: 1, _sort: 'rating_score', _order: 'desc' }, signal),
    'featured',
  );
  const testimonials = useFetch(loadTestimonials, 'testimonials');
  const news = useFetch((signal) => readList<Article>('content/news', { _start: 0, _end: 6, _sort: 'published_at', _order: 'desc' }, signal), 'trending');

  return (
    <div className="home">
      <section className="hero">
        <h1>{say('home.title')}</h1>
        <p>{say('home.lead')}</p>
        <SearchForm id="hero-q" className="hero-search" />
        <p className="hero-near">
          <Link to="/institutions/schools#near-me">{say('home.near')}</Link>
        </p>
      </section>
      <Banner />
      <StatsStrip
        loaded={Boolean(stats.data)}
        stats={[
          { label: say('home.stats.schools'), value: stats.data?.schools ?? 0 },
          { label: say('home.stats.learners'), value: stats.data?.learners ?? 0 },
          { label: say('home.stats.jobs'), value: stats.data?.jobs ?? 0 },
          { label: say('home.stats.partners'), value: stats.data?.partners ?? 0 },
        ]}
      />
      <FeaturedInstitution university={featured.data ? (featured.data.rows[0] ?? null) : undefined} />
      <Testimonials items={testimonials.data} loading={testimonials.loading} />
      <TrendingArticles articles={news.data?.rows} loading={news.loading} />
    </div>
  );
};
