/**
 * The top bar's menus and the side bar's links (docs/product.md#navigation); each label is a message id
 * (src/locales/site).
 */
export interface NavItem {
  label: string;
  to: string;
}
export interface NavMenu {
  label: string;
  items: NavItem[];
}

export const menus: (NavItem | NavMenu)[] = [
  { label: 'nav.about', to: '/about' },
  {
    label: 'nav.schools',
    items: [
      { label: 'nav.schools.all', to: '/institutions/schools' },
      { label: 'nav.schools.prePrimary', to: '/institutions/schools/pre-primary' },
      { label: 'nav.schools.primary', to: '/institutions/schools/primary' },
      { label: 'nav.schools.junior', to: '/institutions/schools/junior-secondary' },
      { label: 'nav.schools.senior', to: '/institutions/schools/senior-secondary' },
      { label: 'nav.schools.register', to: '/institutions/register-school' },
    ],
  },
  {
    label: 'nav.colleges',
    items: [
      { label: 'nav.colleges.all', to: '/institutions/colleges' },
      { label: 'nav.colleges.vocational', to: '/institutions/colleges/vocational' },
      { label: 'nav.colleges.technical', to: '/institutions/colleges/technical' },
      { label: 'nav.colleges.medical', to: '/institutions/colleges/medical' },
      { label: 'nav.colleges.polytechnic', to: '/institutions/colleges/polytechnic' },
      { label: 'nav.colleges.hospitality', to: '/institutions/colleges/hospitality' },
      { label: 'nav.colleges.register', to: '/institutions/register-college' },
    ],
  },
  {
    label: 'nav.universities',
    items: [
      { label: 'nav.universities.all', to: '/institutions/universities' },
      { label: 'nav.universities.public', to: '/institutions/universities/public' },
      { label: 'nav.universities.private', to: '/institutions/universities/private' },
      { label: 'nav.universities.register', to: '/institutions/register-university' },
    ],
  },
  {
    label: 'nav.jobs',
    items: [
      { label: 'nav.jobs.view', to: '/jobs' },
      { label: 'nav.jobs.add', to: '/register-job' },
      { label: 'nav.jobs.resume', to: '/jobs/resume' },
      { label: 'nav.jobs.applications', to: '/jobs/applications' },
    ],
  },
  {
    label: 'nav.shops',
    items: [
      { label: 'nav.shops.view', to: '/shops' },
      { label: 'nav.shops.add', to: '/register-shop' },
    ],
  },
  { label: 'nav.news', to: '/news' },
  { label: 'nav.contact', to: '/contact' },
];

export const sideLinks: NavItem[] = [
  { label: 'nav.news', to: '/news' },
  { label: 'nav.posts', to: '/post' },
  { label: 'nav.events', to: '/events' },
  { label: 'nav.webinars', to: '/webinars' },
  { label: 'nav.resources', to: '/resources' },
  { label: 'nav.profile', to: '/profile' },
  { label: 'nav.saved', to: '/saved' },
  { label: 'nav.resume', to: '/jobs/resume' },
  { label: 'nav.jobs.applications', to: '/jobs/applications' },
  { label: 'nav.listings', to: '/my-listings' },
  { label: 'nav.claims', to: '/claims' },
  { label: 'nav.terms', to: '/terms' },
  { label: 'nav.support', to: '/support' },
];
