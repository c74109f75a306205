// @vitest-environment jsdom
/**
 * docs/product.md#home-page: the banner's 15 s advance, 10 s pause after interaction, 50 px swipe and 100-character
 * cut.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Banner } from '../../../src/web/site/home/banner.tsx';
import { slides } from '../../../src/web/site/home/banner-slides.ts';
import { english, inEnglish } from '../../helpers/words.tsx';

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const swipe = (from: number, to: number) => {
  const banner = screen.getByRole('region', { name: 'Highlights' });
  fireEvent.touchStart(banner, { touches: [{ clientX: from, clientY: 100 }] });
  fireEvent.touchEnd(banner, { changedTouches: [{ clientX: to, clientY: 100 }] });
};

describe('home banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      inEnglish(
        <MemoryRouter>
          <Banner />
        </MemoryRouter>,
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has the four slides of docs/product.md#home-page with their Explore links', () => {
    expect(slides.map((s) => [english(s.title), s.to])).toEqual([
      ['Explore Institutions', '/institutions'],
      ['Latest News', '/news'],
      ['Top Jobs', '/jobs'],
      ['Featured Shop Items', '/shops'],
    ]);
    expect(heading()).toBe('Explore Institutions');
    expect(screen.getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/institutions');
  });

  it('advances every 15 000 ms and wraps around', () => {
    advance(14_999);
    expect(heading()).toBe('Explore Institutions');
    advance(1);
    expect(heading()).toBe('Latest News');
    expect(screen.getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/news');
    advance(15_000 * 3);
    expect(heading()).toBe('Explore Institutions');
  });

  it('waits 10 000 ms after a manual change before the 15 000 ms cycle resumes', () => {
    advance(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(heading()).toBe('Latest News');
    // act() flushes React's effects at the end of each step, so the pause's end is its own step.
    advance(10_000);
    expect(heading()).toBe('Latest News');
    advance(14_999);
    expect(heading()).toBe('Latest News');
    advance(1);
    expect(heading()).toBe('Top Jobs');
    advance(15_000);
    expect(heading()).toBe('Featured Shop Items');
  });

  it('restarts the pause on every interaction', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3: Top Jobs' }));
    advance(9_000);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(heading()).toBe('Latest News');
    advance(9_999);
    expect(heading()).toBe('Latest News');
    advance(1);
    advance(14_999);
    expect(heading()).toBe('Latest News');
    advance(1);
    expect(heading()).toBe('Top Jobs');
  });

  it('changes slide on a horizontal swipe over 50 px only', () => {
    swipe(200, 150);
    expect(heading()).toBe('Explore Institutions');
    swipe(200, 149);
    expect(heading()).toBe('Latest News');
    swipe(100, 151);
    expect(heading()).toBe('Explore Institutions');
    swipe(100, 300);
    expect(heading()).toBe('Featured Shop Items');
  });

  it('cuts the subtitle at 100 characters until Read More, and Show Less cuts it again', () => {
    const full = english(slides[0]!.subtitle);
    expect(full.length).toBeGreaterThan(100);
    const text = () => document.getElementById('banner-subtitle')!.textContent!;
    expect(text()).toBe(`${full.slice(0, 100).trimEnd()}…`);
    fireEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(text()).toBe(full);
    expect(screen.getByRole('button', { name: 'Show Less' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(text()).toBe(`${full.slice(0, 100).trimEnd()}…`);
  });

  it('moves with the arrow keys from any control in the banner', () => {
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(heading()).toBe('Latest News');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(heading()).toBe('Featured Shop Items');
  });

  it('marks the current dot for assistive technology', () => {
    advance(15_000);
    expect(screen.getByRole('button', { name: 'Show slide 2: Latest News' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show slide 1: Explore Institutions' }).getAttribute('aria-current')).toBe('false');
  });
});
