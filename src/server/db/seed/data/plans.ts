/** SPEC.md §9 subscription tiers, in whole Kenyan shillings a month, with the features each includes. */
export const subscriptionPlans = [
  { name: 'Free', price: 0, position: 0, features: ['Basic content'] },
  { name: 'Bronze', price: 500, position: 1, features: ['Basic content', 'Priority support'] },
  { name: 'Silver', price: 1200, position: 2, features: ['Basic content', 'Priority support', 'Download resources'] },
  { name: 'Gold', price: 2500, position: 3, features: ['Basic content', 'Priority support', 'Download resources', 'Monthly webinars'] },
];
