/** The content rows as the API returns them, derived from src/registry/resources/content.ts. */
import type { RowOf } from '../../../registry/row-type.ts';

export type NewsStory = RowOf<'content/news'>;

export type Post = RowOf<'content/posts'>;

export type ArchiveEntry = RowOf<'content/archives'>;
