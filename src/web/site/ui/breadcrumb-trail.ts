/**
 * Where a page sits in the site, as the names and addresses of the pages above it and itself: Home › Schools ›
 * Kiambu › Alliance Girls High School. The same list draws the breadcrumb and the BreadcrumbList structured data.
 */
export interface Crumb {
  name: string;
  url: string;
}

/** Home, then each given step; steps not known yet (the record is still loading, or missing) are left out. */
export const breadcrumbTrail = (...steps: (Crumb | null | undefined | false)[]): Crumb[] => [
  { name: 'Home', url: '/' },
  ...steps.filter((step): step is Crumb => Boolean(step)),
];

/** schema.org BreadcrumbList of a trail, with absolute addresses as search engines want them. */
export const breadcrumbList = (trail: readonly Crumb[], origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: new URL(crumb.url, origin).href })),
});
