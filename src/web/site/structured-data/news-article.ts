/** A news story as schema.org NewsArticle, published by ElimuHub and written by its byline (ElimuHub without one). */
import type { NewsStory } from '../content/article-types.ts';
import { cutAtWord } from '../../../registry/cut-at-word.ts';
import { nairobiIso } from './nairobi-time.ts';
import { absoluteUrl, elimuHub, text } from './schema-parts.ts';

/** Google cuts a longer headline. */
export const maxHeadline = 110;

export const newsArticle = (story: NewsStory, origin: string) => {
  const author = text(story.author);
  const published = nairobiIso(story.published_at);
  const image = absoluteUrl(text(story.image), origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: cutAtWord(story.title, maxHeadline),
    url: absoluteUrl(`/news/${story.id}`, origin),
    mainEntityOfPage: absoluteUrl(`/news/${story.id}`, origin),
    description: text(story.content),
    image: image ? [image] : undefined,
    datePublished: published,
    dateModified: nairobiIso(story.updated_at) ?? published,
    author: author ? { '@type': 'Person', name: author } : elimuHub(origin),
    publisher: elimuHub(origin),
  };
};
