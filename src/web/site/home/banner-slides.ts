export interface Slide {
  title: string;
  subtitle: string;
  to: string;
  tone: string;
}

/** SPEC.md §2: four slides and where each Explore button goes. */
export const slides: Slide[] = [
  {
    title: 'Explore Institutions',
    subtitle:
      'Compare pre-primary, primary and secondary schools, colleges and universities across all 47 counties, with ratings and reviews from parents and students who know them.',
    to: '/institutions',
    tone: 'green',
  },
  {
    title: 'Latest News',
    subtitle:
      'Stay on top of CBC changes, examination timetables, admission windows and bursary announcements that matter to learners, parents and teachers in Kenya.',
    to: '/news',
    tone: 'blue',
  },
  {
    title: 'Top Jobs',
    subtitle:
      'Teaching and school administration vacancies from schools and colleges near you. Upload your CV once and apply with confidence, wherever you are.',
    to: '/jobs',
    tone: 'orange',
  },
  {
    title: 'Featured Shop Items',
    subtitle:
      'Uniforms, textbooks, stationery and laboratory supplies from trusted school suppliers, with prices in shillings and payment by M-Pesa, card or bank.',
    to: '/shops',
    tone: 'purple',
  },
];
