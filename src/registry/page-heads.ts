/**
 * The title and description of each page of the public site that is not one row's page: the site's page headers
 * show them and the server writes them into the page's head before any script runs, so a link shared or crawled
 * reads the page's own words.
 */
import { maxCompared } from './compare-fields.ts';
import { directories, directoryDescription, directoryTitle, type InstitutionKind } from './directories.ts';
import { headKey, type Words } from './message-ids.ts';
import type { PageHead } from './page-head.ts';

const listingForms = {
  '/institutions/register-school': { title: 'Register a School', lead: 'List your school so parents can find it, compare it and read reviews.' },
  '/institutions/register-college': { title: 'Register a College', lead: 'List your college, its programmes and facilities.' },
  '/institutions/register-university': { title: 'Register a University', lead: 'List your university, its faculties and campus life.' },
  '/register-shop': { title: 'Register a Shop', lead: 'List your school shop or supply business and reach schools and parents across Kenya.' },
  '/register-job': { title: 'Add a Job', lead: 'Advertise a teaching or school staff vacancy.' },
} as const satisfies Record<string, PageHead>;

/** Pages of one address each, by path. */
export const pageHeads = {
  '/': { title: 'Find the right school for your child' },
  '/search': { title: 'Search', description: 'Search schools, colleges, universities, education jobs and news across Kenya at once.' },
  '/about': { title: 'About Us', lead: "ElimuHub brings Kenya's education choices together in one place." },
  '/contact': { title: 'Contact', lead: 'We answer every message within one working day.' },
  '/support': { title: 'Support', lead: 'Answers to the questions parents, students, schools and suppliers ask most.' },
  '/terms': { title: 'Terms & Conditions', lead: 'Please read these terms before using ElimuHub.' },
  '/login': { title: 'Login', lead: 'Sign in to review schools, upload your CV, list your institution and shop.' },
  '/register': { title: 'Subscribe', lead: 'Create a free ElimuHub account.' },
  '/forgot-password': { title: 'Forgot your password?', lead: 'Enter the email you sign in with and we will send you a link to choose a new password.' },
  '/reset-password': { title: 'Choose a new password', lead: 'Your other devices will be signed out.' },
  '/verify-email': { title: 'Confirm your email', lead: 'Opening the link from your email finishes creating your ElimuHub account.' },
  '/email-change': { title: 'Your sign-in email', lead: 'Opening the link from your email confirms a new address, or puts your old one back.' },
  '/profile': { title: 'Profile' },
  '/dashboard': { title: 'Dashboard', lead: 'ElimuHub today, counted live.' },
  '/saved': { title: 'Saved', description: 'The schools, colleges, universities, jobs and searches you saved on ElimuHub.' },
  '/settings': { title: 'Settings', lead: 'Choose how ElimuHub works for you.' },
  '/institutions': { title: 'Institutions', lead: 'Browse every level of Kenyan education, from PP1 to a doctorate.' },
  '/news': { title: 'News', description: 'The latest education news from Kenya: schools, admissions, exams and policy.' },
  '/post': { title: 'Posts', description: 'Guides and updates from the ElimuHub team for parents, students and teachers.' },
  '/archive': { title: 'Archive', description: 'Past ElimuHub announcements, circulars and stories, by date.' },
  '/events': { title: 'Events', description: 'Education events across Kenya: open days, fairs, sports days and parent meetings.' },
  '/admission-events': {
    title: 'Admission Events',
    description: 'Admission days, intakes and application deadlines of Kenyan schools, colleges and universities.',
  },
  '/webinars': { title: 'Webinars', description: 'Monthly online talks with Kenyan education experts. Gold members get the join link.' },
  '/resources': { title: 'Resources', description: 'Revision guides, fee planners and forms for Kenyan parents, students and teachers.' },
  '/notifications': { title: 'Notifications', description: 'Your ElimuHub notifications: replies, admissions, jobs and orders.' },
  '/messages': { title: 'Messages', lead: 'Messages about your listings, job applications and orders: who wrote, and what about.' },
  '/jobs': { title: 'Jobs', description: 'Teaching and education jobs in Kenya: schools, colleges and universities hiring now, with salaries in KES.' },
  '/jobs/resume': {
    title: 'Resume',
    description: 'Upload your CV as a PDF and let Kenyan schools, colleges and universities find you for teaching and education jobs.',
    lead: 'Send your CV once; schools and employers hiring on ElimuHub can read it.',
  },
  '/jobs/applications': {
    title: 'My applications',
    description: 'The jobs you applied to on ElimuHub and where each application stands.',
    lead: 'Where each of your job applications stands. You are notified whenever an employer moves one.',
  },
  '/my-listings': {
    title: 'My listings',
    lead: 'The schools, colleges, universities, shops and jobs you keep on ElimuHub: where each stands in review, how often it was seen, and the questions visitors sent.',
  },
  '/claims': {
    title: 'My claims',
    lead: 'The schools, colleges and universities you asked to manage, and where each request stands.',
  },
  '/claims/verify': { title: 'Confirm your claim', lead: "Opening the link from the institution's email sends your claim to the editors." },
  '/shops': { title: 'Shops', description: 'School uniforms, books, stationery and lab suppliers in Kenya, with contacts, maps and products.' },
  '/cart': { title: 'Cart', description: 'Your ElimuHub shopping cart, shop by shop.' },
  '/checkout': { title: 'Checkout', description: 'Pay for your order by M-Pesa: the payment request goes to your phone.' },
  '/checkout-confirmation': { title: 'Your order', description: 'Your ElimuHub orders and their payment.' },
  '/orders': { title: 'My orders', description: 'Your orders from shops on ElimuHub.' },
  '/payments': { title: 'Payments', description: 'Your payments for orders on ElimuHub.' },
  ...listingForms,
} as const satisfies Record<string, PageHead>;

const plurals: Record<InstitutionKind, string> = { school: 'schools', college: 'colleges', university: 'universities' };

/** The side-by-side comparison of schools, colleges or universities (/compare/schools). */
export const compareHead = (kind: InstitutionKind): PageHead => ({
  title: `Compare ${plurals[kind]}`,
  description: `Compare up to ${maxCompared} ${plurals[kind]} in Kenya side by side on ElimuHub.`,
  lead: `Up to ${maxCompared} ${plurals[kind]} side by side. Share this page's address to show someone the same comparison.`,
});

const directoryPaths = new Set<string>();

/** Directories, their category pages and comparisons, by path. */
const institutionHeads = Object.fromEntries(
  (Object.keys(directories) as InstitutionKind[]).flatMap((kind) => {
    const directory = directories[kind];
    const head = (path: string, title: string): [string, PageHead] => {
      directoryPaths.add(path);
      return [path, { title, description: directoryDescription(title) }];
    };
    return [
      head(directory.path, directoryTitle(kind)),
      ...directory.categories.map((category) => head(`${directory.path}/${category.slug}`, directoryTitle(kind, category))),
      [`/compare/${plurals[kind]}`, compareHead(kind)],
    ];
  }),
) as Record<string, PageHead>;

const heads = new Map<string, PageHead>([...Object.entries(pageHeads), ...Object.entries(institutionHeads)]);

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The head of a page that is not one row's, or undefined for an address the site does not know by name. */
export const headOfPath = (path: string): PageHead | undefined => heads.get(trimmed(path));

/** Every page known by its address, for the test that the catalogue words each head in every language. */
export const headPaths = () => [...heads.keys()];

/**
 * A page's head in the language of `say`, from the catalogue's `head.<path>.title`, `.description` and `.lead`
 * (message-ids.ts); the parts a page has are those of its English head above. Every directory page shares one
 * description worded around its title.
 */
export const headIn = (say: Words, path: string): PageHead | undefined => {
  const clean = trimmed(path);
  const english = heads.get(clean);
  if (!english) return undefined;
  const key = headKey(clean);
  const title = say(`${key}.title`);
  const values = { max: maxCompared, title: title.toLowerCase() };
  return {
    title,
    ...(english.description === undefined ? {} : { description: say(directoryPaths.has(clean) ? 'head.directory.description' : `${key}.description`, values) }),
    ...(english.lead === undefined ? {} : { lead: say(`${key}.lead`, values) }),
  };
};
