/** One demo account per role (README lists them); the admin comes from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const demoPassword = 'Elimu@2026';

export const demoAccounts = [
  { role: 'editor', name: 'Achieng Otieno', email: 'editor@elimuhub.co.ke' },
  { role: 'school', name: 'Moi Avenue Primary School', email: 'school@elimuhub.co.ke' },
  { role: 'employer', name: 'Brookhouse Schools HR', email: 'employer@elimuhub.co.ke' },
  { role: 'vendor', name: 'Kalamu Supplies', email: 'vendor@elimuhub.co.ke' },
  { role: 'subscriber', name: 'Wanjiku Kamau', email: 'parent@elimuhub.co.ke' },
] as const;
