/** Screens beside the generated resource screens, named like resources so access control and the menu treat them alike. */
export const extraScreens = {
  dashboard: 'dashboard',
  moderation: 'moderation',
  /** Likely duplicate listings, merged by editors. */
  duplicates: 'duplicates',
  matrix: 'access-matrix',
  /** An employer's applicants: applications to its jobs. */
  applicants: 'applicants',
  /** A vendor's orders: those placed with its shops. */
  shopOrders: 'shop-orders',
} as const;
