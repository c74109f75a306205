/** The content rows as the API returns them (src/registry/resources/content.ts). */
export interface NewsStory {
  id: number;
  title: string;
  content: string;
  story: string | null;
  author: string | null;
  image: string | null;
  published_at: string | null;
  updated_at: string;
}

export interface Post {
  id: number;
  title: string;
  content: string;
  story: string | null;
  author: string | null;
  created_at: string;
}

export interface ArchiveEntry {
  id: number;
  title: string;
  date: string | null;
  content: string | null;
  author: string | null;
}
