/** Screens beside the generated resource screens, named like resources so access control and the menu treat them alike. */
export const extraScreens = {
  dashboard: 'dashboard',
  moderation: 'moderation',
  matrix: 'access-matrix',
} as const;
