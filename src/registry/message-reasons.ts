/**
 * What a direct message is about (notifications/messages `about_type`): a listing the recipient owns, a job
 * application or an order between the two people. A message needs one of these, so a member can reach only
 * someone they already have a reason to write to (docs/messages.md).
 */
export const messageAbouts = {
  school: 'institutions/schools',
  college: 'institutions/colleges',
  university: 'institutions/universities',
  shop: 'shop/shops',
  application: 'jobs/applications',
  order: 'shop/orders',
} as const;

export type MessageAbout = keyof typeof messageAbouts;

/** The kinds whose row is a listing: only its owner is written to, and the owner answers within the conversation. */
export const listingAbouts: readonly MessageAbout[] = ['school', 'college', 'university', 'shop'];
