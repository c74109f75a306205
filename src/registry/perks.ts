/**
 * What a paid plan gives, as the server enforces it. Each perk names the place it is checked, so the plans page
 * promises nothing the server does not do. "Basic content" (every public page) needs no plan.
 */
export const perks = ['priority_support', 'downloads', 'webinars'] as const;
export type Perk = (typeof perks)[number];

export const perkLabels: Record<Perk, string> = {
  priority_support: 'Priority support: your tickets are marked high priority for our team',
  downloads: 'Download resources: documents in the resource library',
  webinars: 'Monthly webinars: the join link of every webinar',
};

/** Included in every plan, Free too. */
export const basicContent = 'Basic content: every school, job, article and event';
