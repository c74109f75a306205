/**
 * Demo events, admission events, seminars and webinars around the turn of the school year (mostly the next four
 * months, a few already past, counted from the day the seed runs) at real Kenyan venues, and site-wide
 * announcements. Times are East Africa Time. Each list is made when the seed runs, for its dates. Rows set only
 * fields defined in src/registry/resources/events.ts and src/registry/resources/notifications.ts.
 */
import { atDay, dayMs } from '../../../../registry/clock.ts';
import { ago, yearOf } from './when.ts';

type Row = Record<string, unknown>;

const lines = (...items: string[]) => items.join('\n');

export const events = (): Row[] => {
  const fair = atDay(79, '09:00');
  return [
    {
      title: `Kenya Education and Careers Fair ${yearOf(fair)}`,
      date: fair,
      location: 'Kenyatta International Convention Centre (KICC), Nairobi',
      description:
        'Two days of exhibitions by more than 120 universities, colleges, TVET institutions, Senior Schools and scholarship providers. Learners and parents can talk to admissions officers, attend career talks and get advice on KUCCPS, HELB and Senior School pathways. Entry is free; school groups should register in advance.',
      agenda: lines(
        '09:00 Doors open and exhibition halls',
        '10:00 Opening session in the Plenary Hall',
        '11:00 Career talks: health sciences, engineering, ICT, hospitality and the creative industries',
        '14:00 KUCCPS and HELB clinics for Form Four leavers',
        '15:30 Parents’ forum on Senior School pathways',
        '17:00 Close',
      ),
    },
    {
      title: 'Mombasa STEM Holiday Camp',
      date: atDay(12, '08:30'),
      location: 'Technical University of Mombasa, Tom Mboya Avenue, Mombasa',
      description:
        'A five-day camp for Grade 7 to Grade 10 learners with hands-on robotics, coding, marine science and renewable energy projects, led by university lecturers and volunteer engineers. Lunch is provided; places are limited to 150 learners.',
      agenda: lines(
        'Day 1: Introduction to electronics and simple circuits',
        'Day 2: Coding with microcontrollers',
        'Day 3: Marine science field visit to the Kenya Marine and Fisheries Research Institute',
        'Day 4: Solar and wind energy project build',
        'Day 5: Project exhibition for parents and certificates',
      ),
    },
    {
      title: 'Holiday Reading Day and Book Drive',
      date: atDay(17, '10:00'),
      location: 'Kenya National Library Service, Ngong Road, Nairobi',
      description:
        'A family reading day with storytelling in English and Kiswahili, a spelling bee for Grade 4 to 6 learners and a book drive for school libraries in Turkana and Marsabit. Bring a storybook or textbook in good condition to donate.',
      agenda: lines(
        '10:00 Storytelling for Pre-Primary and lower Primary',
        '11:30 Spelling bee (Grades 4 to 6)',
        '13:00 Meet Kenyan children’s authors',
        '14:30 Book drive handover',
      ),
    },
    {
      title: 'Nakuru Schools Athletics Championships',
      date: atDay(94, '08:00'),
      location: 'Afraha Stadium, Nakuru',
      description:
        'County athletics championships for primary, Junior and Senior School learners, the first step towards the regional and national school games. Track events from 100 m to 5,000 m, relays, jumps and throws. Spectators are welcome.',
      agenda: lines(
        '08:00 Heats: sprints and hurdles',
        '11:00 Field events',
        '13:00 Middle and long distance finals',
        '16:00 Relays and prize-giving',
      ),
    },
    {
      title: 'Kisumu County Science and Engineering Fair',
      date: atDay(100, '08:30'),
      location: 'Kisumu Boys High School, Kisumu',
      description:
        'Senior and Junior School learners from across Kisumu County present projects in agriculture, health, environmental science, mathematics, computer science and engineering. The best projects qualify for the regional fair.',
      agenda: lines('08:30 Project set-up', '10:00 Judging by category', '14:00 Public viewing', '16:00 Results and awards'),
    },
    {
      title: 'Nairobi Sub-County Music Festival',
      date: atDay(113, '08:00'),
      location: 'Kenya National Theatre, Harry Thuku Road, Nairobi',
      description:
        'Choirs, instrumentalists, solo verse speakers and cultural dance troupes from Nairobi schools compete in the first round of the Kenya Music Festival. Parents and guests are welcome; tickets are sold at the gate.',
      agenda: lines('08:00 Set pieces: choirs', '11:00 Folk songs and cultural dances', '14:00 Instrumentals and verse', '17:00 Results'),
    },
    {
      title: 'Eldoret Schools Cross-Country',
      date: atDay(-18, '07:30'),
      location: 'Kipchoge Keino Stadium, Eldoret',
      description:
        'The annual cross-country races for primary and secondary school runners from Uasin Gishu and neighbouring counties, with talent scouts from athletics camps in Iten and Kaptagat in attendance.',
      agenda: lines('07:30 Registration', '08:30 Junior races (Grades 5 to 9)', '10:30 Senior races', '13:00 Prize-giving'),
    },
    {
      title: 'World Teachers’ Day Celebration',
      date: atDay(-51, '09:00'),
      location: 'Moi International Sports Centre, Kasarani, Nairobi',
      description:
        'A celebration of Kenya’s teachers with awards for innovative teaching, long service and teachers who have changed their communities. Organised with county education offices and teachers’ unions.',
      agenda: lines('09:00 Arrival and entertainment by school choirs', '10:30 Keynote address', '12:00 Teacher awards', '14:00 Close'),
    },
  ];
};

export const admissionEvents = (): Row[] => {
  const reporting = atDay(48, '08:00');
  const kmtcCloses = atDay(65, '23:59');
  return [
    {
      title: `Grade 10 reporting for the ${yearOf(reporting)} intake`,
      date: reporting,
      location: 'Senior Schools countrywide',
      description:
        'Learners placed in Senior Schools after last year’s KJSEA report to their schools for Grade 10. Bring the admission letter, KJSEA result slip, birth certificate, passport photos and the school’s required items. Public day schools do not charge tuition.',
      agenda: lines(
        '08:00 Reporting and registration',
        '10:00 Fees verification and allocation of classes and dormitories',
        '14:00 Parents’ briefing on pathways and subject combinations',
      ),
      institution: 'Ministry of Education',
      apply_url: 'https://www.education.go.ke',
    },
    {
      title: 'University of Nairobi Open Day',
      date: atDay(71, '09:00'),
      location: 'University of Nairobi Main Campus, University Way, Nairobi',
      description:
        'Prospective students and parents tour faculties, laboratories and the library, meet lecturers and learn about degree programmes, KUCCPS placement, self-sponsored admission and funding.',
      agenda: lines('09:00 Welcome at Taifa Hall', '10:00 Faculty exhibitions', '12:00 Campus tours', '14:00 Admissions and funding clinic'),
      institution: 'University of Nairobi',
      apply_url: 'https://www.uonbi.ac.ke',
    },
    {
      title: 'Strathmore University Open Day',
      date: atDay(59, '09:00'),
      location: 'Strathmore University, Ole Sangale Road, Madaraka, Nairobi',
      description:
        'Meet faculty and students, attend taster lectures in business, computing, law, engineering and tourism, and speak to the admissions and financial aid teams about the May and August intakes.',
      agenda: lines('09:00 Registration', '09:30 Taster lectures', '11:30 Campus tour', '13:00 Financial aid and scholarships session'),
      institution: 'Strathmore University',
      apply_url: 'https://strathmore.edu',
    },
    {
      title: 'Kenyatta University Open Day',
      date: atDay(105, '09:00'),
      location: 'Kenyatta University Main Campus, Thika Road, Kahawa, Nairobi',
      description:
        'An open day for Form Four leavers and their parents, with exhibitions from every school of the university, guided tours and sessions on the September intake, accommodation and HELB.',
      agenda: lines('09:00 Welcome', '10:00 School exhibitions', '12:00 Tours of hostels and the library', '14:00 Admissions questions and answers'),
      institution: 'Kenyatta University',
      apply_url: 'https://www.ku.ac.ke',
    },
    {
      title: `KMTC March ${yearOf(kmtcCloses)} intake: applications close`,
      date: kmtcCloses,
      location: 'Online',
      description:
        'Last day to apply for certificate, diploma and higher diploma courses at Kenya Medical Training College campuses for the March intake. Applications are made online only; beware of agents promising admission.',
      agenda: lines('Apply online and pay the application fee', 'Check shortlisting by SMS and e-mail in February', 'Report to your campus in March'),
      institution: 'Kenya Medical Training College',
      apply_url: 'https://kmtc.ac.ke',
    },
    {
      title: 'KUCCPS TVET applications for the January intake close',
      date: atDay(-10, '23:59'),
      location: 'Online',
      description:
        'The application window for diploma and certificate courses in national polytechnics, technical training institutes and vocational training centres closed for the January intake. Placement results are sent by SMS.',
      agenda: lines('Log in to the KUCCPS students’ portal', 'Choose up to six programmes', 'Pay the application fee and confirm'),
      institution: 'Kenya Universities and Colleges Central Placement Service',
      apply_url: 'https://kuccps.ac.ke',
    },
  ];
};

export const seminars = (): Row[] => [
  {
    title: 'Guiding your child through Senior School pathway choices',
    date: atDay(52, '10:00'),
    location: 'Kenya Institute of Curriculum Development, Desai Road, Nairobi',
    description:
      'A half-day seminar for parents of Grade 8 and Grade 9 learners on the three Senior School pathways, subject combinations and how they lead to university and TVET courses.',
    agenda: lines('10:00 The pathways explained', '11:00 From subject choice to career', '12:00 Parents’ questions', '13:00 Close'),
    speaker: 'Dr Jane Wambui, career guidance counsellor',
  },
  {
    title: 'Financial management for school heads and bursars',
    date: atDay(64, '08:30'),
    location: 'Kenya School of Government, Lower Kabete, Nairobi',
    description:
      'Practical training on capitation accounting, procurement, budgeting and preparing for audits, for heads of institutions, deputy heads and bursars of public and private schools.',
    agenda: lines('08:30 Capitation and grants', '10:30 Procurement rules for schools', '13:30 Budgeting and fees collection', '15:30 Audit readiness'),
    speaker: 'CPA Joseph Kibet',
  },
  {
    title: 'Assessing competencies in Junior School',
    date: atDay(87, '09:00'),
    location: 'Kenya Education Management Institute, Kenya Science Campus, Ngong Road, Nairobi',
    description:
      'A professional development seminar for Junior School teachers on designing school-based assessments, using rubrics and keeping learner portfolios, with practical examples from Integrated Science, Mathematics and Creative Arts.',
    agenda: lines('09:00 Principles of competency-based assessment', '10:30 Writing rubrics', '13:00 Portfolios and reporting to parents', '15:00 Close'),
    speaker: 'Mary Njoki, curriculum specialist',
  },
  {
    title: 'Mental health and wellbeing in boarding schools',
    date: atDay(-32, '09:00'),
    location: 'Sarova Whitesands Beach Resort, Mombasa',
    description:
      'School counsellors, deans of students and principals shared practical ways to support learners’ mental health, prevent bullying and work with parents when a learner is in distress.',
    agenda: lines('09:00 Understanding adolescent mental health', '11:00 Peer counselling programmes', '14:00 Working with parents and referral'),
    speaker: 'Dr Omar Said, clinical psychologist',
  },
];

export const webinars = (): Row[] => [
  {
    title: 'Understanding your child’s KJSEA results',
    date: atDay(20, '19:00'),
    location: 'Online',
    description:
      'A one-hour webinar for parents on reading the KJSEA result slip, the performance levels and how Grade 10 placement works, with time for questions.',
    agenda: lines('19:00 Reading the result slip', '19:20 How placement works', '19:40 Questions'),
    speaker: 'Dr Jane Wambui',
    join_url: 'https://live.elimuhub.co.ke/webinars/kjsea-results',
  },
  {
    title: 'Funding your university education: scholarships, HELB and bursaries',
    date: atDay(56, '19:00'),
    location: 'Online',
    description:
      'For Form Four leavers and parents: how the student-centred funding model works, how to apply for HELB loans and government scholarships, and where to find private scholarships.',
    agenda: lines('19:00 The funding model in brief', '19:20 Applying to HELB step by step', '19:40 Scholarships and bursaries', '19:50 Questions'),
    speaker: 'Kevin Maina',
    join_url: 'https://live.elimuhub.co.ke/webinars/university-funding',
  },
  {
    title: 'Planning school fees for the year',
    date: atDay(77, '19:00'),
    location: 'Online',
    description:
      'A practical session on budgeting for fees, uniform, transport and shopping, saving with M-Pesa and chamas, and agreeing instalment plans with schools.',
    agenda: lines('19:00 The real cost of a school year', '19:20 Savings options', '19:40 Questions'),
    speaker: 'Wairimu Gathoni, financial educator',
    join_url: 'https://live.elimuhub.co.ke/webinars/fees-planning',
  },
  {
    title: 'KCSE revision: making the last weeks count',
    date: atDay(-43, '19:00'),
    location: 'Online',
    description:
      'Experienced examiners shared revision strategies, common mistakes in Mathematics, English and the sciences, and tips for managing stress during the examination period.',
    agenda: lines('19:00 Planning revision', '19:20 Common mistakes by subject', '19:45 Managing exam stress'),
    speaker: 'Paul Onyango, KCSE examiner',
    join_url: 'https://live.elimuhub.co.ke/webinars/kcse-revision',
  },
];

export const announcements = (): Row[] => [
  {
    title: 'Grade 10 placement: find your child’s Senior School on ElimuHub',
    body: 'Once placement results are out, search for the school your child has been placed in to see its contacts, facilities, pathways, location and reviews from other parents. Check the school’s joining instructions before you buy uniform or shopping.',
    audience: 'parents',
    published_at: ago(1 * dayMs),
  },
  {
    title: 'Institutions: update your calendar and contacts for the new year',
    body: 'Please review your listing before January: add the new school year’s term dates, confirm phone numbers and e-mail addresses, and upload recent photos. Complete, up-to-date profiles receive more visits from parents.',
    audience: 'institutions',
    published_at: ago(4 * dayMs),
  },
  {
    title: 'Teachers: new vacancies for the January term',
    body: 'Schools across the country are posting vacancies for January. Upload your CV as a PDF of up to 5 MB under Jobs, then apply to as many openings as you qualify for.',
    audience: 'teachers',
    published_at: ago(8 * dayMs),
  },
  {
    title: 'Form Four leavers: follow KUCCPS, HELB and KMTC dates here',
    body: 'Application windows for universities, TVET institutions and KMTC open soon after KCSE results. Follow Admission Events on ElimuHub for open days, deadlines and links to apply.',
    audience: 'students',
    published_at: ago(12 * dayMs),
  },
  {
    title: 'Shops: back-to-school listings are open',
    body: 'Vendors can now add uniforms, books, stationery and boarding items for the January rush. Keep prices and stock up to date, and add discounts for schools ordering in bulk.',
    audience: 'vendors',
    published_at: ago(16 * dayMs),
  },
];
