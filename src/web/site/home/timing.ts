/** The timings of docs/product.md#home-page, in one place for the components and their tests. */
export const timing = {
  bannerAdvanceMs: 15_000,
  bannerPauseMs: 10_000,
  swipeThresholdPx: 50,
  bannerSubtitleChars: 100,
  testimonialMs: 5_000,
  trendingMs: 6_000,
  trendingSummaryChars: 100,
  statsTickMs: 100,
  /** Ticks a counter takes to reach its target, whatever its size. */
  statsTicks: 20,
} as const;
