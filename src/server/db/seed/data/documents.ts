/** Demo resource library (media/documents): each links to the public body that publishes the document. */
export const documents = [
  {
    title: 'KCSE examination timetable',
    description: 'The full paper-by-paper timetable for the Kenya Certificate of Secondary Education, as published by KNEC.',
    source: 'https://www.knec.ac.ke/',
  },
  {
    title: 'Grade 10 placement guide for parents',
    description: 'How Junior School learners are placed in Senior School pathways (STEM, Social Sciences, Arts and Sports Science) and how to review a placement.',
    source: 'https://www.education.go.ke/',
  },
  {
    title: 'HELB loan application checklist',
    description: 'Every document a first-year student needs before applying for a Higher Education Loans Board loan and scholarship.',
    source: 'https://www.helb.co.ke/',
  },
  {
    title: 'KUCCPS course selection worksheet',
    description: 'A worksheet to shortlist degree and diploma programmes by cluster points before the KUCCPS application window opens.',
    source: 'https://www.kuccps.ac.ke/',
  },
  {
    title: 'TSC teacher registration requirements',
    description: 'What the Teachers Service Commission asks for when you register as a teacher: certificates, good conduct and fees.',
    source: 'https://www.tsc.go.ke/',
  },
];
