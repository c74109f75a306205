// @vitest-environment jsdom
/**
 * docs/product.md#home-page: testimonials every 5 000 ms, trending articles two at a time every 6 000 ms, fallback
 * texts.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeaturedInstitution } from '../../../src/web/site/home/featured-institution.tsx';
import { Testimonials, type Testimonial } from '../../../src/web/site/home/testimonials.tsx';
import { TrendingArticles, type Article } from '../../../src/web/site/home/trending-articles.tsx';
import { inEnglish } from '../../helpers/words.tsx';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const inRouter = (node: React.ReactNode) => render(inEnglish(<MemoryRouter>{node}</MemoryRouter>));

const quotes: Testimonial[] = [
  { id: 1, stars: 5, review: 'The teachers know every learner by name.', to: '/institutions/schools/1', place: 'Alliance High School' },
  { id: 2, stars: 4, review: 'Practical training and good attachment links.', to: '/institutions/colleges/2', place: 'Kenya Medical Training College' },
];

// A null summary stands for a story stored before the summary was required.
const article = (id: number, content: string | null): Article => ({ id, title: `Story ${id}`, content: content as string });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('testimonials', () => {
  it('rotates the two testimonials every 5 000 ms', () => {
    inRouter(<Testimonials items={quotes} loading={false} />);
    expect(screen.getByText(/know every learner/)).toBeTruthy();
    advance(4_999);
    expect(screen.queryByText(/Practical training/)).toBeNull();
    advance(1);
    expect(screen.getByText(/Practical training/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kenya Medical Training College' }).getAttribute('href')).toBe('/institutions/colleges/2');
    advance(5_000);
    expect(screen.getByText(/know every learner/)).toBeTruthy();
  });

  it('gives a testimonial picked with a dot its full 5 000 ms', () => {
    inRouter(<Testimonials items={quotes} loading={false} />);
    advance(4_000);
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2' }));
    advance(4_999);
    expect(screen.getByText(/Practical training/)).toBeTruthy();
    advance(1);
    expect(screen.getByText(/know every learner/)).toBeTruthy();
  });
});

describe('trending articles', () => {
  const articles = [article(1, 'A'.repeat(150)), article(2, 'Short summary.'), article(3, null), article(4, '   '), article(5, 'Fifth story summary.')];

  it('shows two at a time and moves to the next two every 6 000 ms, wrapping around', () => {
    inRouter(<TrendingArticles articles={articles} loading={false} />);
    const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles()).toEqual(['Story 1', 'Story 2']);
    advance(5_999);
    expect(titles()).toEqual(['Story 1', 'Story 2']);
    advance(1);
    expect(titles()).toEqual(['Story 3', 'Story 4']);
    advance(6_000);
    expect(titles()).toEqual(['Story 5']);
    advance(6_000);
    expect(titles()).toEqual(['Story 1', 'Story 2']);
  });

  it('cuts summaries at 100 characters, says when there is none, and links Read More to /news/{id}', () => {
    inRouter(<TrendingArticles articles={articles} loading={false} />);
    expect(screen.getByText(`${'A'.repeat(100)}…`)).toBeTruthy();
    expect(screen.getByText('Short summary.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read More: Story 1' }).getAttribute('href')).toBe('/news/1');
    advance(6_000);
    expect(screen.getAllByText('No summary available.')).toHaveLength(2);
  });

  it("says 'Loading trending articles...' while loading or empty", () => {
    inRouter(<TrendingArticles articles={undefined} loading />);
    expect(screen.getByText('Loading trending articles...')).toBeTruthy();
    cleanup();
    inRouter(<TrendingArticles articles={[]} loading={false} />);
    expect(screen.getByText('Loading trending articles...')).toBeTruthy();
  });
});

describe('featured institution', () => {
  it('shows the loading text, then the university with View Profile', () => {
    inRouter(<FeaturedInstitution university={undefined} />);
    expect(screen.getByText('Featured Institution of the Week')).toBeTruthy();
    expect(screen.getByText('Loading featured university...')).toBeTruthy();
    cleanup();
    inRouter(<FeaturedInstitution university={{ id: 7, name: 'Egerton University', logo: null, summary: '' }} />);
    expect(screen.getByText("No summary provided. But it's still awesome!")).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Profile/ }).getAttribute('href')).toBe('/institutions/universities/7');
  });
});
