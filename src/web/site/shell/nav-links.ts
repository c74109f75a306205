/** The top bar's menus and the side bar's links (SPEC.md §2 Navigation). */
export interface NavItem {
  label: string;
  to: string;
}
export interface NavMenu {
  label: string;
  items: NavItem[];
}

export const menus: (NavItem | NavMenu)[] = [
  { label: 'About Us', to: '/about' },
  {
    label: 'Schools',
    items: [
      { label: 'All schools', to: '/institutions/schools' },
      { label: 'Pre-Primary', to: '/institutions/schools/pre-primary' },
      { label: 'Primary', to: '/institutions/schools/primary' },
      { label: 'Junior Secondary', to: '/institutions/schools/junior-secondary' },
      { label: 'Senior Secondary', to: '/institutions/schools/senior-secondary' },
      { label: 'Register a school', to: '/institutions/register-school' },
    ],
  },
  {
    label: 'Colleges',
    items: [
      { label: 'All colleges', to: '/institutions/colleges' },
      { label: 'Vocational', to: '/institutions/colleges/vocational' },
      { label: 'Technical', to: '/institutions/colleges/technical' },
      { label: 'Medical', to: '/institutions/colleges/medical' },
      { label: 'Polytechnic', to: '/institutions/colleges/polytechnic' },
      { label: 'Hospitality', to: '/institutions/colleges/hospitality' },
      { label: 'Register a college', to: '/institutions/register-college' },
    ],
  },
  {
    label: 'Universities',
    items: [
      { label: 'All universities', to: '/institutions/universities' },
      { label: 'Public', to: '/institutions/universities/public' },
      { label: 'Private', to: '/institutions/universities/private' },
      { label: 'Register a university', to: '/institutions/register-university' },
    ],
  },
  {
    label: 'Jobs',
    items: [
      { label: 'View Jobs', to: '/jobs' },
      { label: 'Add Job', to: '/register-job' },
      { label: 'View Resume', to: '/jobs/resume' },
      { label: 'My applications', to: '/jobs/applications' },
    ],
  },
  {
    label: 'Shops',
    items: [
      { label: 'View Shops', to: '/shops' },
      { label: 'Add Shop', to: '/register-shop' },
    ],
  },
  { label: 'News', to: '/news' },
  { label: 'Contact', to: '/contact' },
];

export const sideLinks: NavItem[] = [
  { label: 'News', to: '/news' },
  { label: 'Posts', to: '/post' },
  { label: 'Events', to: '/events' },
  { label: 'Webinars', to: '/webinars' },
  { label: 'Resources', to: '/resources' },
  { label: 'Profile', to: '/profile' },
  { label: 'Saved', to: '/saved' },
  { label: 'Resume', to: '/jobs/resume' },
  { label: 'My applications', to: '/jobs/applications' },
  { label: 'My listings', to: '/my-listings' },
  { label: 'Terms & Conditions', to: '/terms' },
  { label: 'Support', to: '/support' },
];
