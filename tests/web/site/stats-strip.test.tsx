// @vitest-environment jsdom
/**
 * docs/product.md#home-page: the counters start once the strip is half visible and tick every 100 ms up to the live
 * counts.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatsStrip } from '../../../src/web/site/home/stats-strip.tsx';
import { timing } from '../../../src/web/site/home/timing.ts';
import { inEnglish } from '../../helpers/words.tsx';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly options: IntersectionObserverInit | undefined;
  constructor(
    readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  show(ratio: number) {
    act(() => this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

const stats = [
  { label: 'Schools Listed', value: 44 },
  { label: 'Learners Reached', value: 545_165 },
  { label: 'Jobs Posted', value: 22 },
  { label: 'Partner Institutions', value: 43 },
];
const shown = () => [...document.querySelectorAll('.stat strong')].map((n) => Number(n.textContent!.replace(/,/g, '')));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('stats strip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits until half the strip is visible', () => {
    render(inEnglish(<StatsStrip stats={stats} loaded />));
    expect(FakeObserver.last!.options?.threshold).toBe(0.5);
    advance(5_000);
    expect(shown()).toEqual([0, 0, 0, 0]);
    FakeObserver.last!.show(0.3);
    advance(5_000);
    expect(shown()).toEqual([0, 0, 0, 0]);
    FakeObserver.last!.show(0.5);
    advance(timing.statsTickMs);
    expect(shown().every((n) => n > 0)).toBe(true);
  });

  it('ticks every 100 ms and stops exactly at each target', () => {
    render(inEnglish(<StatsStrip stats={stats} loaded />));
    FakeObserver.last!.show(1);
    advance(99);
    expect(shown()).toEqual([0, 0, 0, 0]);
    advance(1);
    const first = shown();
    advance(100);
    const second = shown();
    expect(second.every((n, i) => n > first[i]!)).toBe(true);
    advance(timing.statsTicks * timing.statsTickMs);
    expect(shown()).toEqual(stats.map((s) => s.value));
    advance(10_000);
    expect(shown()).toEqual(stats.map((s) => s.value));
  });

  it('gives screen readers the final numbers straight away, not the animation', () => {
    render(inEnglish(<StatsStrip stats={stats} loaded />));
    expect(screen.getByText('545,165').className).toBe('visually-hidden');
    expect(document.querySelector('.stat strong')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('does not count before the numbers have arrived', () => {
    const { rerender } = render(inEnglish(<StatsStrip stats={stats.map((s) => ({ ...s, value: 0 }))} loaded={false} />));
    FakeObserver.last!.show(1);
    advance(3_000);
    expect(shown()).toEqual([0, 0, 0, 0]);
    rerender(inEnglish(<StatsStrip stats={stats} loaded />));
    advance(timing.statsTicks * timing.statsTickMs);
    expect(shown()).toEqual(stats.map((s) => s.value));
  });
});
