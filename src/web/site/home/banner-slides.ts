export interface Slide {
  title: string;
  subtitle: string;
  to: string;
  tone: string;
}

/**
 * docs/product.md#home-page: four slides (their title and subtitle are message ids, src/locales/site) and where
 * each Explore button goes.
 */
export const slides: Slide[] = [
  {
    title: 'home.slide.institutions.title',
    subtitle: 'home.slide.institutions.text',
    to: '/institutions',
    tone: 'green',
  },
  {
    title: 'home.slide.news.title',
    subtitle: 'home.slide.news.text',
    to: '/news',
    tone: 'blue',
  },
  {
    title: 'home.slide.jobs.title',
    subtitle: 'home.slide.jobs.text',
    to: '/jobs',
    tone: 'orange',
  },
  {
    title: 'home.slide.shop.title',
    subtitle: 'home.slide.shop.text',
    to: '/shops',
    tone: 'purple',
  },
];
