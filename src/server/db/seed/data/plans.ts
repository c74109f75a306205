import type { Perk } from '../../../../registry/perks.ts';

/**
 * The subscription tiers of docs/product.md#plans, in whole Kenyan shillings a month, with the perks each gives
 * (src/registry/perks.ts).
 */
export const subscriptionPlans: { name: string; price: number; position: number; perks: Perk[] }[] = [
  { name: 'Free', price: 0, position: 0, perks: [] },
  { name: 'Bronze', price: 500, position: 1, perks: ['priority_support'] },
  { name: 'Silver', price: 1200, position: 2, perks: ['priority_support', 'downloads'] },
  { name: 'Gold', price: 2500, position: 3, perks: ['priority_support', 'downloads', 'webinars'] },
];
