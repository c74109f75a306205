/**
 * Demo job categories, employers and job adverts: the kind of vacancies Kenyan schools, colleges and education
 * organisations post (CBC subject teachers, TVET lecturers, bursars, matrons, technicians, drivers). Rows set
 * only fields defined in src/registry/resources/jobs.ts; each job names its employer in `employer`, which the
 * seeder swaps for `employer_id`. Salaries are KES per month; dates are counted from the day the seed runs
 * (the clock's inDays and atDay), so most adverts are open, a few closed (deadline passed) and a few paused.
 */
import { regionOf } from '../../../../registry/choices.ts';
import { yearOf } from './when.ts';
import { atDay, inDays } from '../../../../registry/clock.ts';

export type Row = Record<string, unknown>;

const categoryList = [
  ['Teaching – Primary', 'Class and subject teachers for Grades 1 to 6 under the Competency Based Curriculum.'],
  ['Teaching – Junior Secondary', 'Subject teachers for Grades 7 to 9 (Junior School).'],
  ['Teaching – Senior Secondary', 'Subject teachers for Grades 10 to 12 and the remaining KCSE classes.'],
  ['ECDE', 'Pre-Primary (PP1 and PP2) teachers and caregivers for children aged 4 to 6.'],
  ['Special Needs Education', 'Teachers and therapists for learners with disabilities, in special schools and integrated units.'],
  ['School Administration', 'Head teachers, principals, deputies, bursars and other school management roles.'],
  ['Lecturing & TVET', 'Lecturers and trainers in universities, colleges, TTIs and vocational training centres.'],
  ['Non-Teaching Staff', 'Support staff: laboratory technicians, librarians, drivers, clerks, cooks and grounds staff.'],
  ['ICT', 'Computer Studies teachers, ICT trainers and school technology support.'],
  ['Boarding & Welfare', 'Matrons, patrons, school nurses and counsellors who look after learners’ welfare.'],
  ['Sports & Co-curricular', 'Games teachers, coaches, music and drama trainers and club patrons.'],
] as const;

type Category = (typeof categoryList)[number][0];

export const jobCategories: Row[] = categoryList.map(([name, description]) => ({ name, description }));

const county = (name: string) => {
  if (!regionOf[name]) throw new Error(`Unknown county ${name}`);
  return name;
};

interface EmployerSpec {
  name: string;
  description: string;
  contact_person: string;
  email: string;
  phone: string;
  website: string;
  county: string;
  physical_address: string;
  /** Shown on each of the employer's adverts as the school profile. */
  profile: string;
  /** The usual package; an advert may add to it. */
  benefits: string;
}

const employerSpecs: EmployerSpec[] = [
  {
    name: 'Mwangaza Academy',
    description: 'A private co-educational day school in Karen offering Pre-Primary, Primary and Junior School under the CBC, with a reputation for small classes, strong STEM and a busy co-curricular programme.',
    contact_person: 'Grace Wanjiku (HR Manager)',
    email: 'careers@mwangazaacademy.sc.ke',
    phone: '+254 722 418 306',
    website: 'https://www.mwangazaacademy.sc.ke',
    county: 'Nairobi',
    physical_address: 'Bogani East Road, Karen, Nairobi',
    profile: 'Mwangaza Academy was founded in 2004 and today has about 820 learners from PP1 to Grade 9 on a 12-acre campus in Karen. Classes are capped at 25 learners, every class has a teaching assistant up to Grade 3, and the school runs a robotics lab, a 25-metre pool and a music school.',
    benefits: 'Competitive salary reviewed every January; medical cover for the staff member and up to four dependants; 50% fee waiver for up to two children at the school; lunch and tea provided during term; staff transport from Ngong Road and Rongai; funded CBC and subject training every holiday.',
  },
  {
    name: 'Iveti Hills Academy',
    description: 'A private Primary and Junior School in Machakos town with day and weekly boarding learners, known for good CBC assessment results and its school farm.',
    contact_person: 'Mr. Daniel Mutiso (Director)',
    email: 'recruitment@ivetihillsacademy.sc.ke',
    phone: '+254 733 562 190',
    website: 'https://www.ivetihillsacademy.sc.ke',
    county: county('Machakos'),
    physical_address: 'Mumbuni Road, next to Machakos Boys, Machakos',
    profile: 'Iveti Hills Academy has 640 learners from PP1 to Grade 9, about a third of them weekly boarders. The school sits on the slopes of the Iveti Hills with a two-acre demonstration farm used for Agriculture and Science lessons.',
    benefits: 'NSSF and SHIF contributions; group personal accident cover; free meals and housing on the compound for boarding staff; annual leave during the December holiday; performance bonus paid at the end of Term 3.',
  },
  {
    name: 'St. Bakhita Girls’ Senior School, Kapsabet',
    description: 'A Catholic-sponsored public boarding school for girls in Nandi County offering the STEM and Social Sciences pathways of Senior School and the final KCSE classes.',
    contact_person: 'Sr. Margaret Jepkosgei (Principal)',
    email: 'principal@stbakhitakapsabet.sc.ke',
    phone: '+254 720 935 417',
    website: 'https://www.stbakhitakapsabet.sc.ke',
    county: county('Nandi'),
    physical_address: 'Kapsabet–Chavakali Road, 3 km from Kapsabet town',
    profile: 'St. Bakhita Girls’ is an extra-county school with 1,150 learners, 46 TSC teachers and 12 Board of Management teachers. It is sponsored by the Catholic Diocese of Eldoret and known for its Chemistry and Biology results and its athletics team.',
    benefits: 'Board of Management terms: salary paid monthly including the April, August and December holidays; free meals during term; staff house on the compound where available; NSSF and SHIF contributions; support to register with TSC and apply for TSC recruitment.',
  },
  {
    name: 'Mount Kenya Heights School',
    description: 'A private mixed boarding Senior School in Nyeri offering all three Senior School pathways and running its last KCSE classes.',
    contact_person: 'Mrs. Lucy Wairimu Ndirangu (Bursar)',
    email: 'jobs@mkheights.sc.ke',
    phone: '+254 712 604 238',
    website: 'https://www.mkheights.sc.ke',
    county: county('Nyeri'),
    physical_address: 'Kamakwa Road, off Nyeri–Nyahururu Road, Nyeri',
    profile: 'Mount Kenya Heights School opened in 1998 and now has 780 boarders in Grades 10 to 12. It has six science laboratories, a 60-seat computer laboratory and a strong tradition in rugby, music and the science congress.',
    benefits: 'Salary above the TSC scale for the grade; housing on the school compound or a house allowance; medical cover; free boarding for up to two children; KCSE marking and in-service training supported; a 13th-month bonus when the school meets its targets.',
  },
  {
    name: 'Nyali Bay Comprehensive School',
    description: 'A private day school in Nyali, Mombasa, taking learners from PP1 to Grade 9, with a strong languages department and a marine-science club.',
    contact_person: 'Mr. Hassan Said Mwinyi (Head Teacher)',
    email: 'hr@nyalibayschool.sc.ke',
    phone: '+254 741 220 675',
    website: 'https://www.nyalibayschool.sc.ke',
    county: county('Mombasa'),
    physical_address: 'Links Road, Nyali, Mombasa',
    profile: 'Nyali Bay Comprehensive School serves about 900 learners from Nyali, Bamburi and Kisauni. It is known for Kiswahili and English results, a well-stocked library and its school bus service along the North Coast.',
    benefits: 'Monthly salary plus a transport allowance; medical cover through a private insurer; 40% fee discount for staff children; tea and lunch during term; paid leave in August and December.',
  },
  {
    name: 'Sosiani River School',
    description: 'A private mixed day and boarding school in Eldoret with Junior and Senior School, strong athletics and a growing reputation in Computer Science.',
    contact_person: 'Dr. Philip Kiprotich Rono (Principal)',
    email: 'careers@sosianiriver.sc.ke',
    phone: '+254 725 381 904',
    website: 'https://www.sosianiriver.sc.ke',
    county: county('Uasin Gishu'),
    physical_address: 'Elgon View, off Kisumu–Eldoret Road, Eldoret',
    profile: 'Sosiani River School has 1,050 learners in Grades 7 to 12, two-thirds of them boarders. Its athletics academy trains on the school’s own 400-metre track, and the school has partnerships with Moi University and the University of Eldoret for science outreach.',
    benefits: 'Salary with annual increments; house on the compound or house allowance; medical cover for the family; free lunch and boarding meals; fee waiver for one child; paid professional development and KNEC examiner training.',
  },
  {
    name: 'Winam Bay Technical and Vocational College',
    description: 'A public TVET college in Kisumu registered with TVETA, offering CBET diploma and certificate courses in engineering, ICT, hospitality and business.',
    contact_person: 'Ms. Beatrice Achieng Owino (Registrar)',
    email: 'registrar@winambaytvc.ac.ke',
    phone: '+254 717 445 862',
    website: 'https://www.winambaytvc.ac.ke',
    county: county('Kisumu'),
    physical_address: 'Kisumu–Kakamega Road, Mamboleo, Kisumu',
    profile: 'Winam Bay TVC has 3,400 trainees in four departments (Electrical & Electronic Engineering, ICT, Hospitality & Institutional Management and Business Studies). It runs CBET programmes assessed by TVET CDACC and a busy evening and weekend programme for working trainees.',
    benefits: 'Terms of service per the college’s Board of Governors scheme: salary, house and commuter allowances; medical cover; pension; funding for TVET CDACC assessor and verifier training; teaching materials and a departmental laptop.',
  },
  {
    name: 'Elimu Kwa Wote Foundation',
    description: 'A Kenyan education NGO working with public schools in Nakuru, Baringo and Turkana on early-grade literacy, numeracy and inclusion of learners with disabilities.',
    contact_person: 'Ms. Naomi Chepkemoi (Programmes Director)',
    email: 'jobs@elimukwawote.or.ke',
    phone: '+254 708 193 547',
    website: 'https://www.elimukwawote.or.ke',
    county: county('Nakuru'),
    physical_address: 'Kenyatta Avenue, Mache Plaza 3rd Floor, Nakuru',
    profile: 'Elimu Kwa Wote Foundation has worked since 2011 with over 180 public primary and junior schools. It trains teachers, supports Education Assessment and Resource Centres (EARCs) and runs integrated special units in partnership with county governments.',
    benefits: 'One-year renewable contract; gross salary plus field allowances; comprehensive medical cover; 24 working days’ annual leave; laptop and airtime; training in inclusive education and safeguarding.',
  },
];

export const employers: Row[] = employerSpecs.map(({ profile: _profile, benefits: _benefits, ...row }) => row);

type Status = 'Open' | 'Closed' | 'Paused';

interface JobSpec {
  title: string;
  code: number;
  employer: string;
  location: string;
  county: string;
  salary: number;
  status: Status;
  posted: string;
  deadline: string;
  categories: Category[];
  description: string;
  responsibilities: string[];
  qualifications: string[];
  experience: string;
  skills: string;
  /** Added to the employer's usual package. */
  benefits?: string;
}

/** Terms that are not a permanent full-time post: BOM and coaching posts on contract, some part-time. */
const employmentTypeOf: Record<number, string> = { 16: 'Contract', 19: 'Part-time', 28: 'Contract', 32: 'Part-time', 33: 'Internship', 21: 'Contract' };

/** What the demo employers ask every applicant first. */
const screeningOf: Record<number, { question: string; answer: 'yes/no' | 'text'; required: boolean }[]> = {
  14: [
    { question: 'Do you hold a valid TSC number?', answer: 'yes/no', required: true },
    { question: 'When could you start?', answer: 'text', required: false },
  ],
  17: [{ question: 'Have you prepared candidates for KCSE Chemistry practicals?', answer: 'yes/no', required: true }],
  21: [{ question: 'Are you registered with the Engineers Board of Kenya or TVETA?', answer: 'yes/no', required: true }],
};

const employerOf = (name: string) => {
  const found = employerSpecs.find((e) => e.name === name);
  if (!found) throw new Error(`Unknown employer ${name}`);
  return found;
};

/** Character checks every school asks for. */
const clearance = 'Certificate of good conduct from the DCI, issued within the last six months.';

const job = (s: JobSpec): Row => {
  const employer = employerOf(s.employer);
  return {
    title: s.title,
    job_code: `ELH-${yearOf(s.posted)}-${String(s.code).padStart(3, '0')}`,
    employer: s.employer,
    description: s.description,
    responsibilities: s.responsibilities.map((line) => `- ${line}`).join('\n'),
    benefits: s.benefits ? `${employer.benefits} ${s.benefits}` : employer.benefits,
    school_profile: employer.profile,
    qualifications: [...s.qualifications, clearance].map((line) => `- ${line}`).join('\n'),
    experience: s.experience,
    skills: s.skills,
    salary: s.salary,
    location: s.location,
    county: county(s.county),
    status: s.status,
    posted_at: new Date(s.posted).toISOString(),
    deadline: s.deadline,
    categories: s.categories.map((name) => ({ name })),
    employment_type: employmentTypeOf[s.code] ?? 'Full-time',
    screening_questions: screeningOf[s.code] ?? null,
  };
};

/**
 * Made when the seed runs, for its dates. The first three adverts get the demo's applications (demo-relations.ts),
 * which only an open advert before its deadline takes: they stay open, with deadlines more than two weeks away.
 */
export const jobs = (): Row[] => [
  job({
    title: 'Junior Secondary Mathematics Teacher',
    code: 14,
    employer: 'Mwangaza Academy',
    location: 'Karen, Nairobi',
    county: 'Nairobi',
    salary: 68000,
    status: 'Open',
    posted: atDay(-7, '08:30'),
    deadline: inDays(17),
    categories: ['Teaching – Junior Secondary'],
    description: 'We are looking for a Mathematics teacher for Grades 7 to 9 from January. You will teach four streams, lead the Mathematics club and help learners prepare for the KJSEA.',
    responsibilities: [
      'Plan and teach Mathematics to Grades 7, 8 and 9 following the KICD curriculum designs.',
      'Set, mark and record school-based assessments and submit them to the KNEC portal on time.',
      'Run the Mathematics and Chess clubs and prepare learners for the county Mathematics contest.',
      'Give remedial support to learners who are behind and challenge those who are ahead.',
      'Communicate progress to parents through the termly report and consultation days.',
    ],
    qualifications: [
      'Bachelor of Education (Science or Arts) with Mathematics as a teaching subject, or a degree in Mathematics with a PGDE.',
      'Registered with the Teachers Service Commission (valid TSC number).',
      'Trained on the CBC and Junior School subject specialisation.',
    ],
    experience: 'At least 3 years teaching Mathematics, including Junior School or upper secondary.',
    skills: 'Mathematics, CBC assessment, GeoGebra, classroom management, differentiated instruction',
  }),
  job({
    title: 'Junior Secondary Integrated Science Teacher',
    code: 15,
    employer: 'Iveti Hills Academy',
    location: 'Machakos Town',
    county: 'Machakos',
    salary: 48000,
    status: 'Open',
    posted: atDay(-9, '10:00'),
    deadline: inDays(44),
    categories: ['Teaching – Junior Secondary'],
    description: 'Iveti Hills Academy needs an Integrated Science teacher for Grades 7 to 9. The role includes Health Education and running practical work in our new Junior School laboratory.',
    responsibilities: [
      'Teach Integrated Science and Health Education to Grades 7, 8 and 9.',
      'Plan and supervise practical lessons and keep the Junior School laboratory safe and stocked.',
      'Prepare learners for the Kenya Science and Engineering Fair at sub-county and county level.',
      'Keep schemes of work, lesson plans and learner portfolios up to date.',
      'Take part in weekend boarding duty on a rota.',
    ],
    qualifications: [
      'Diploma or Bachelor of Education with Biology, Chemistry or Physics as a teaching subject.',
      'Registered with the Teachers Service Commission (valid TSC number).',
    ],
    experience: 'At least 2 years teaching science at primary, Junior School or secondary level.',
    skills: 'Integrated Science, laboratory safety, project-based learning, CBC assessment',
  }),
  job({
    title: 'Senior Secondary Biology and Chemistry Teacher (BOM)',
    code: 16,
    employer: 'St. Bakhita Girls’ Senior School, Kapsabet',
    location: 'Kapsabet',
    county: 'Nandi',
    salary: 42000,
    status: 'Open',
    posted: atDay(-13, '09:15'),
    deadline: inDays(16),
    categories: ['Teaching – Senior Secondary'],
    description: 'The Board of Management invites applications for a Biology/Chemistry teacher to teach Grade 10 STEM pathway learners and the final KCSE class. The post is on BOM terms, renewable yearly.',
    responsibilities: [
      'Teach Biology and Chemistry to Grade 10 and Form 4 classes.',
      'Run practical sessions and prepare KCSE candidates for the Biology and Chemistry practical papers.',
      'Serve as class teacher and take part in evening prep and weekend duty.',
      'Coach learners for the Kenya Science and Engineering Fair.',
    ],
    qualifications: [
      'Bachelor of Education (Science) in Biology and Chemistry from a recognised university.',
      'Registered with the Teachers Service Commission (valid TSC number).',
      'KNEC examiner in Biology or Chemistry is an added advantage.',
    ],
    experience: 'At least 1 year of teaching practice or internship in a secondary school.',
    skills: 'Biology, Chemistry, practical work, KCSE preparation, mentorship of girls in STEM',
  }),
  job({
    title: 'Senior Secondary Chemistry Teacher',
    code: 17,
    employer: 'Mount Kenya Heights School',
    location: 'Nyeri Town',
    county: 'Nyeri',
    salary: 72000,
    status: 'Open',
    posted: atDay(-15, '11:00'),
    deadline: inDays(23),
    categories: ['Teaching – Senior Secondary'],
    description: 'Mount Kenya Heights School seeks an experienced Chemistry teacher to join a department of six and help set up the Grade 11 STEM pathway next year.',
    responsibilities: [
      'Teach Chemistry to Grades 10 and 11 and the last KCSE class.',
      'Plan the Grade 11 Chemistry scheme of work with the Head of Department.',
      'Supervise practicals with the laboratory technician and keep chemical registers.',
      'Mentor learners in a boarding house and take part in evening prep.',
    ],
    qualifications: [
      'Bachelor of Education (Science) with Chemistry, or BSc Chemistry with a PGDE.',
      'Registered with the Teachers Service Commission (valid TSC number).',
    ],
    experience: 'At least 4 years teaching Chemistry to KCSE level with a record of good results.',
    skills: 'Chemistry, practical assessment, data analysis, team work, mentorship',
  }),
  job({
    title: 'Kiswahili and Fasihi Teacher',
    code: 18,
    employer: 'Nyali Bay Comprehensive School',
    location: 'Nyali, Mombasa',
    county: 'Mombasa',
    salary: 52000,
    status: 'Open',
    posted: atDay(-11, '08:00'),
    deadline: inDays(20),
    categories: ['Teaching – Junior Secondary', 'Teaching – Primary'],
    description: 'Tunatafuta mwalimu wa Kiswahili. We need a Kiswahili teacher for Grades 6 to 9 who can bring the language alive through drama, debate and creative writing.',
    responsibilities: [
      'Teach Kiswahili (Lugha na Fasihi) to Grades 6, 7, 8 and 9.',
      'Coach the Kiswahili debate team and prepare entries for the Kenya Drama and Film Festival.',
      'Organise the annual Siku ya Kiswahili celebrations in July.',
      'Assess and report learner progress using the CBC rubrics.',
    ],
    qualifications: [
      'Bachelor of Education (Arts) with Kiswahili as a teaching subject.',
      'Registered with the Teachers Service Commission (valid TSC number).',
    ],
    experience: 'At least 2 years teaching Kiswahili in a primary or secondary school.',
    skills: 'Kiswahili, Fasihi, drama, debate, creative writing',
  }),
  job({
    title: 'ECDE Teacher (PP1 and PP2)',
    code: 19,
    employer: 'Mwangaza Academy',
    location: 'Karen, Nairobi',
    county: 'Nairobi',
    salary: 38000,
    status: 'Open',
    posted: atDay(-5, '09:00'),
    deadline: inDays(24),
    categories: ['ECDE'],
    description: 'A warm, creative ECDE teacher is needed for a PP2 class of 22 children from January, working with a full-time teaching assistant.',
    responsibilities: [
      'Plan and deliver play-based activities across the five Pre-Primary activity areas.',
      'Observe and record each child’s progress and share it with parents every half term.',
      'Keep a safe, clean and stimulating classroom and outdoor play area.',
      'Work with the school nurse and counsellor on children’s health and wellbeing.',
    ],
    qualifications: [
      'Diploma in Early Childhood Development Education from a KNEC-examined institution.',
      'Registration with the Teachers Service Commission is an added advantage.',
      'First aid certificate (Kenya Red Cross or St John Ambulance).',
    ],
    experience: 'At least 2 years teaching PP1 or PP2 in a school or ECDE centre.',
    skills: 'Play-based learning, phonics, early numeracy, storytelling, classroom display',
  }),
  job({
    title: 'CRE and History Teacher',
    code: 9,
    employer: 'Sosiani River School',
    location: 'Eldoret',
    county: 'Uasin Gishu',
    salary: 50000,
    status: 'Closed',
    posted: atDay(-64, '10:30'),
    deadline: inDays(-40),
    categories: ['Teaching – Senior Secondary'],
    description: 'Sosiani River School sought a CRE/History teacher for the Social Sciences pathway. Applications have closed and shortlisted candidates have been contacted.',
    responsibilities: [
      'Teach Christian Religious Education and History and Citizenship to Grades 10 and 11.',
      'Serve as patron of the Christian Union and the History and Heritage club.',
      'Prepare learners for the Social Sciences pathway community service learning projects.',
    ],
    qualifications: [
      'Bachelor of Education (Arts) with CRE and History.',
      'Registered with the Teachers Service Commission (valid TSC number).',
    ],
    experience: 'At least 2 years teaching CRE and History at secondary level.',
    skills: 'CRE, History and Citizenship, guidance, public speaking',
  }),
  job({
    title: 'Computer Studies Teacher (Senior School)',
    code: 20,
    employer: 'Sosiani River School',
    location: 'Eldoret',
    county: 'Uasin Gishu',
    salary: 70000,
    status: 'Open',
    posted: atDay(-6, '14:00'),
    deadline: inDays(51),
    categories: ['Teaching – Senior Secondary', 'ICT'],
    description: 'We are expanding Computer Science in the STEM pathway and need a teacher who can teach programming and run our coding club. The role starts with Term 1 in January.',
    responsibilities: [
      'Teach Computer Science to Grades 10 and 11 and Computer Studies to the KCSE class.',
      'Teach programming in Python and web basics, and supervise KCSE Computer Studies projects.',
      'Run the coding and robotics club and enter learners into national hackathons.',
      'Work with the ICT officer to keep the computer laboratory in good order.',
    ],
    qualifications: [
      'Bachelor of Education (Science) with Computer Studies, or BSc Computer Science with a PGDE.',
      'Registered with the Teachers Service Commission (valid TSC number).',
    ],
    experience: 'At least 3 years teaching Computer Studies or Computer Science.',
    skills: 'Python, HTML/CSS, networking basics, KCSE Computer Studies projects, robotics',
  }),
  job({
    title: 'Lecturer – Electrical and Electronic Engineering',
    code: 21,
    employer: 'Winam Bay Technical and Vocational College',
    location: 'Mamboleo, Kisumu',
    county: 'Kisumu',
    salary: 95000,
    status: 'Open',
    posted: atDay(-20, '09:00'),
    deadline: inDays(16),
    categories: ['Lecturing & TVET'],
    description: 'The college invites applications for two lecturers in Electrical and Electronic Engineering to teach CBET diploma and certificate programmes from the January intake.',
    responsibilities: [
      'Deliver CBET units in electrical installation, power systems and electronics at Levels 5 and 6.',
      'Assess trainees and prepare portfolios of evidence for TVET CDACC assessment.',
      'Supervise industrial attachment and liaise with Kenya Power and local industry.',
      'Maintain workshop equipment and follow workshop safety rules.',
    ],
    qualifications: [
      'Bachelor’s degree in Electrical and Electronic Engineering; a Higher Diploma is considered.',
      'Registered as a trainer with TVETA; TVET CDACC assessor certification is an advantage.',
      'Registration with the Engineers Board of Kenya or EPRA electrical worker licence is an advantage.',
    ],
    experience: 'At least 3 years of training or industry experience in electrical engineering.',
    skills: 'Electrical installation, power electronics, PLCs, CBET delivery, workshop safety',
  }),
  job({
    title: 'Lecturer – Hospitality and Food Production',
    code: 22,
    employer: 'Winam Bay Technical and Vocational College',
    location: 'Mamboleo, Kisumu',
    county: 'Kisumu',
    salary: 85000,
    status: 'Paused',
    posted: atDay(-28, '09:00'),
    deadline: inDays(65),
    categories: ['Lecturing & TVET'],
    description: 'Recruitment is paused while the college completes its new training kitchen; the advert will reopen in January. Applications already received are kept on file.',
    responsibilities: [
      'Train diploma and certificate trainees in food production, pastry and food and beverage service.',
      'Run the training restaurant and outside catering for college events.',
      'Place trainees on industrial attachment in hotels along the lake and at the coast.',
    ],
    qualifications: [
      'Degree or Higher Diploma in Hospitality Management or Food Production.',
      'Registered as a trainer with TVETA.',
      'Food handler’s medical certificate.',
    ],
    experience: 'At least 3 years in a hotel kitchen or in hospitality training.',
    skills: 'Food production, pastry, food safety (HACCP), menu costing, training delivery',
  }),
  job({
    title: 'Lecturer – ICT (Software Development)',
    code: 23,
    employer: 'Winam Bay Technical and Vocational College',
    location: 'Mamboleo, Kisumu',
    county: 'Kisumu',
    salary: 98000,
    status: 'Open',
    posted: atDay(-20, '09:00'),
    deadline: inDays(16),
    categories: ['Lecturing & TVET', 'ICT'],
    description: 'We need an ICT lecturer to teach software development in the Diploma in ICT and lead the college’s innovation hub.',
    responsibilities: [
      'Teach programming, databases and web development units at Levels 5 and 6.',
      'Supervise trainee projects and prepare them for TVET CDACC assessment.',
      'Coordinate the innovation hub and the annual TVET skills competition entries.',
    ],
    qualifications: [
      'BSc in Computer Science, Software Engineering or Information Technology.',
      'Registered as a trainer with TVETA.',
    ],
    experience: 'At least 2 years of software development or ICT training.',
    skills: 'Java, Python, JavaScript, SQL, Git, CBET delivery',
  }),
  job({
    title: 'School Bursar',
    code: 24,
    employer: 'Mount Kenya Heights School',
    location: 'Nyeri Town',
    county: 'Nyeri',
    salary: 85000,
    status: 'Open',
    posted: atDay(-17, '10:00'),
    deadline: inDays(12),
    categories: ['School Administration', 'Non-Teaching Staff'],
    description: 'The school seeks a qualified bursar to manage fees, procurement and the school’s accounts, reporting to the Principal and the Board.',
    responsibilities: [
      'Collect and reconcile school fees paid through M-Pesa paybill and the bank.',
      'Prepare the annual budget, monthly management accounts and statutory returns to KRA.',
      'Run procurement of food, stores and services in line with the school’s procurement policy.',
      'Manage payroll for non-teaching staff, including PAYE, NSSF, SHIF and the housing levy.',
      'Prepare books for the annual external audit.',
    ],
    qualifications: [
      'Bachelor of Commerce (Accounting option) or equivalent.',
      'CPA (K) and membership of ICPAK.',
      'Proficiency in QuickBooks or a school management system.',
    ],
    experience: 'At least 5 years in accounts, 2 of them as bursar or accountant in a school.',
    skills: 'Accounting, budgeting, payroll, procurement, M-Pesa reconciliation, QuickBooks',
  }),
  job({
    title: 'Boarding Matron',
    code: 25,
    employer: 'St. Bakhita Girls’ Senior School, Kapsabet',
    location: 'Kapsabet',
    county: 'Nandi',
    salary: 26000,
    status: 'Open',
    posted: atDay(-8, '12:00'),
    deadline: inDays(15),
    categories: ['Boarding & Welfare', 'Non-Teaching Staff'],
    description: 'A caring and firm matron is needed to look after the welfare of about 300 girls in two boarding houses. The matron lives on the compound.',
    responsibilities: [
      'Oversee cleanliness, order and safety in the dormitories.',
      'Issue and keep records of bedding, uniforms and sanitary supplies.',
      'Take sick learners to the school clinic and inform parents and the deputy principal.',
      'Supervise evening routines, lights-out and weekend activities in the houses.',
    ],
    qualifications: [
      'KCSE certificate (mean grade C- or above).',
      'Certificate in Counselling, Community Health or Social Work.',
      'First aid certificate.',
    ],
    experience: 'At least 2 years as a matron in a girls’ boarding school.',
    skills: 'Child welfare, record keeping, first aid, counselling, conflict resolution',
    benefits: 'Furnished staff house on the compound.',
  }),
  job({
    title: 'Laboratory Technician',
    code: 26,
    employer: 'Iveti Hills Academy',
    location: 'Machakos Town',
    county: 'Machakos',
    salary: 36000,
    status: 'Open',
    posted: atDay(-12, '09:30'),
    deadline: inDays(25),
    categories: ['Non-Teaching Staff'],
    description: 'The academy has opened a new Junior School laboratory and needs a technician to prepare practicals and keep the laboratory safe.',
    responsibilities: [
      'Prepare apparatus and reagents for Integrated Science and Agriculture practicals.',
      'Keep an up-to-date inventory of chemicals and equipment and order supplies.',
      'Store and dispose of chemicals safely and keep the first aid kit stocked.',
      'Support teachers during practical assessments.',
    ],
    qualifications: [
      'Diploma in Science Laboratory Technology from a recognised college.',
      'Knowledge of laboratory safety and chemical handling.',
    ],
    experience: 'At least 1 year as a laboratory technician in a school or college.',
    skills: 'Laboratory preparation, inventory, chemical safety, equipment maintenance',
  }),
  job({
    title: 'Special Needs Education Teacher (Hearing Impairment)',
    code: 27,
    employer: 'Elimu Kwa Wote Foundation',
    location: 'Naivasha',
    county: 'Nakuru',
    salary: 62000,
    status: 'Open',
    posted: atDay(-14, '08:45'),
    deadline: inDays(58),
    categories: ['Special Needs Education', 'Teaching – Primary'],
    description: 'The Foundation is recruiting a teacher for learners with hearing impairment in an integrated unit at a public primary and junior school in Naivasha, run with the county EARC.',
    responsibilities: [
      'Teach learners with hearing impairment using Kenyan Sign Language and the adapted CBC curriculum.',
      'Prepare Individualised Education Programmes (IEPs) with parents and the EARC officer.',
      'Train and support regular class teachers to include deaf learners in their lessons.',
      'Keep learner records and report monthly to the programme coordinator.',
    ],
    qualifications: [
      'Diploma or Bachelor of Education in Special Needs Education (Hearing Impairment option).',
      'Fluency in Kenyan Sign Language.',
      'Registered with the Teachers Service Commission (valid TSC number).',
    ],
    experience: 'At least 2 years teaching learners with hearing impairment.',
    skills: 'Kenyan Sign Language, IEPs, inclusive education, functional assessment',
  }),
  job({
    title: 'Early Grade Literacy and Numeracy Coach',
    code: 28,
    employer: 'Elimu Kwa Wote Foundation',
    location: 'Kabarnet (with travel across Baringo)',
    county: 'Baringo',
    salary: 85000,
    status: 'Open',
    posted: atDay(-19, '10:00'),
    deadline: inDays(21),
    categories: ['Teaching – Primary', 'School Administration'],
    description: 'Coaches support Grade 1 to 3 teachers in 25 public schools to teach reading in English and Kiswahili and early numeracy, visiting classrooms every week.',
    responsibilities: [
      'Observe lessons and give teachers practical feedback and demonstration lessons.',
      'Run termly teacher training workshops with the sub-county Curriculum Support Officers.',
      'Assess learners’ reading fluency and numeracy and report results to the Foundation.',
      'Work with head teachers and parents to set up reading corners and book clubs.',
    ],
    qualifications: [
      'Bachelor of Education (Primary or Early Childhood option).',
      'Registered with the Teachers Service Commission (valid TSC number).',
      'A valid motorcycle or driving licence.',
    ],
    experience: 'At least 5 years teaching lower primary, with some experience training other teachers.',
    skills: 'Early grade reading, numeracy, teacher coaching, data collection, Kiswahili and English',
    benefits: 'Field allowance and a project motorcycle.',
  }),
  job({
    title: 'Deputy Principal (Academics)',
    code: 29,
    employer: 'Sosiani River School',
    location: 'Eldoret',
    county: 'Uasin Gishu',
    salary: 165000,
    status: 'Open',
    posted: atDay(-22, '09:00'),
    deadline: inDays(10),
    categories: ['School Administration'],
    description: 'The Board of Directors invites applications for the post of Deputy Principal (Academics) to lead teaching and learning across Junior and Senior School.',
    responsibilities: [
      'Lead curriculum delivery, the timetable and assessment across Grades 7 to 12.',
      'Coordinate Senior School pathway placement and subject choices with parents and learners.',
      'Oversee KJSEA and KCSE registration and examination administration with KNEC.',
      'Appraise heads of department and run the teacher performance appraisal (TPAD) process.',
      'Deputise for the Principal when required.',
    ],
    qualifications: [
      'Master’s degree in Education (Leadership, Curriculum or a subject area).',
      'Registered with the Teachers Service Commission (valid TSC number).',
      'KEMI Diploma in Education Management is an added advantage.',
    ],
    experience: 'At least 10 years of teaching, 4 of them as head of department or deputy.',
    skills: 'Curriculum leadership, timetabling, CBC transition, staff appraisal, data-driven planning',
  }),
  job({
    title: 'Head of Junior School',
    code: 30,
    employer: 'Iveti Hills Academy',
    location: 'Machakos Town',
    county: 'Machakos',
    salary: 140000,
    status: 'Paused',
    posted: atDay(-36, '09:00'),
    deadline: inDays(72),
    categories: ['School Administration', 'Teaching – Junior Secondary'],
    description: 'Interviews are on hold until the directors confirm next year’s Junior School expansion. The advert stays on record and will reopen with the same requirements.',
    responsibilities: [
      'Lead the Junior School section (Grades 7 to 9) and its 18 teachers.',
      'Oversee school-based assessment and KJSEA preparation.',
      'Manage learner discipline, welfare and communication with parents.',
      'Teach at least 12 lessons a week in a subject of specialisation.',
    ],
    qualifications: [
      'Bachelor of Education; a Master’s degree is an advantage.',
      'Registered with the Teachers Service Commission (valid TSC number).',
    ],
    experience: 'At least 8 years of teaching and 3 years in a leadership role.',
    skills: 'School leadership, CBC implementation, parent engagement, mentoring teachers',
  }),
  job({
    title: 'Upper Primary English Teacher (Grades 4–6)',
    code: 31,
    employer: 'Nyali Bay Comprehensive School',
    location: 'Nyali, Mombasa',
    county: 'Mombasa',
    salary: 45000,
    status: 'Open',
    posted: atDay(-4, '08:00'),
    deadline: inDays(45),
    categories: ['Teaching – Primary'],
    description: 'An English teacher is needed for Grades 4 to 6, with a love of reading and the energy to run the school’s reading programme.',
    responsibilities: [
      'Teach English to Grades 4, 5 and 6 and serve as a class teacher.',
      'Run the library reading programme and the spelling bee.',
      'Prepare learners for KPSEA and school-based assessments.',
    ],
    qualifications: [
      'Diploma in Primary Teacher Education (DPTE) or Bachelor of Education (Primary).',
      'Registered with the Teachers Service Commission (valid TSC number).',
    ],
    experience: 'At least 2 years teaching upper primary.',
    skills: 'English language, reading programmes, phonics, CBC assessment',
  }),
  job({
    title: 'Athletics Coach and Games Teacher',
    code: 32,
    employer: 'Sosiani River School',
    location: 'Eldoret',
    county: 'Uasin Gishu',
    salary: 58000,
    status: 'Open',
    posted: atDay(-10, '07:30'),
    deadline: inDays(46),
    categories: ['Sports & Co-curricular'],
    description: 'Join the school’s athletics academy as head coach and games teacher, preparing learners for KSSSA championships and supporting the Sports Science pathway.',
    responsibilities: [
      'Coach middle- and long-distance runners and sprinters, with daily morning sessions.',
      'Teach Physical Education and Sports to Grades 7 to 10.',
      'Enter teams for sub-county, county, regional and national KSSSA championships.',
      'Look after athletes’ welfare, nutrition and academic balance with their class teachers.',
    ],
    qualifications: [
      'Diploma or degree in Physical Education or Sports Science.',
      'Athletics Kenya or World Athletics coaching certificate (Level 1 or above).',
      'TSC registration is an advantage.',
    ],
    experience: 'At least 3 years coaching athletics at school or club level.',
    skills: 'Athletics coaching, training plans, sports first aid, team management',
  }),
  job({
    title: 'School Nurse',
    code: 10,
    employer: 'St. Bakhita Girls’ Senior School, Kapsabet',
    location: 'Kapsabet',
    county: 'Nandi',
    salary: 45000,
    status: 'Closed',
    posted: atDay(-58, '09:00'),
    deadline: inDays(-33),
    categories: ['Boarding & Welfare', 'Non-Teaching Staff'],
    description: 'The school recruited a nurse to run its sick bay. The post has been filled; thank you to everyone who applied.',
    responsibilities: [
      'Run the school sick bay and give first-line treatment.',
      'Keep learners’ medical records and manage referrals to Kapsabet County Referral Hospital.',
      'Lead health talks on nutrition, menstrual health and mental wellbeing.',
    ],
    qualifications: [
      'Diploma in Kenya Registered Community Health Nursing (KRCHN).',
      'Registered with the Nursing Council of Kenya with a valid practising licence.',
    ],
    experience: 'At least 2 years of nursing practice.',
    skills: 'Primary care, record keeping, health education, emergency response',
  }),
  job({
    title: 'ICT Support Officer',
    code: 33,
    employer: 'Mwangaza Academy',
    location: 'Karen, Nairobi',
    county: 'Nairobi',
    salary: 55000,
    status: 'Paused',
    posted: atDay(-23, '10:00'),
    deadline: inDays(67),
    categories: ['ICT', 'Non-Teaching Staff'],
    description: 'Recruitment is paused until the new network upgrade is tendered in January. The role supports teachers, learners and the office on all things ICT.',
    responsibilities: [
      'Maintain the school network, Wi-Fi, laptops, tablets and projectors.',
      'Manage Google Workspace for Education accounts and the school management system.',
      'Support teachers with digital lessons and the KNEC assessment portal.',
      'Keep an inventory of ICT equipment and manage repairs.',
    ],
    qualifications: [
      'Diploma or degree in Information Technology or Computer Science.',
      'CCNA or CompTIA A+ is an advantage.',
    ],
    experience: 'At least 2 years in ICT support, preferably in a school.',
    skills: 'Networking, Google Workspace, Windows and ChromeOS, troubleshooting, customer care',
  }),
  job({
    title: 'School Librarian',
    code: 11,
    employer: 'Nyali Bay Comprehensive School',
    location: 'Nyali, Mombasa',
    county: 'Mombasa',
    salary: 38000,
    status: 'Closed',
    posted: atDay(-55, '09:00'),
    deadline: inDays(-26),
    categories: ['Non-Teaching Staff'],
    description: 'The school sought a librarian to run its library of 12,000 books and the new digital reading room. Applications are now closed.',
    responsibilities: [
      'Catalogue and classify books and digital resources.',
      'Run library lessons and reading clubs with class teachers.',
      'Manage borrowing, stock taking and the library budget.',
    ],
    qualifications: [
      'Diploma in Library and Information Science.',
      'Member of the Kenya Library Association.',
    ],
    experience: 'At least 2 years working in a school or public library.',
    skills: 'Cataloguing (Koha), reader development, digital literacy, stock management',
  }),
  job({
    title: 'School Bus Driver',
    code: 34,
    employer: 'Iveti Hills Academy',
    location: 'Machakos Town',
    county: 'Machakos',
    salary: 27000,
    status: 'Open',
    posted: atDay(-4, '15:00'),
    deadline: inDays(19),
    categories: ['Non-Teaching Staff'],
    description: 'A careful, experienced driver is needed for the school’s 51-seater bus on the Machakos–Athi River route and for educational trips.',
    responsibilities: [
      'Drive learners safely on morning and evening routes and on school trips.',
      'Carry out daily vehicle checks and keep the logbook and fuel records.',
      'Make sure the bus is clean, insured and inspected by NTSA on time.',
      'Work with the bus attendant on learners’ safety and behaviour.',
    ],
    qualifications: [
      'Valid driving licence with class D (PSV bus) category.',
      'NTSA-approved PSV driver certificate and defensive driving training.',
      'KCSE certificate.',
    ],
    experience: 'At least 5 years driving buses, with a clean driving record.',
    skills: 'Defensive driving, vehicle checks, first aid, punctuality',
  }),
];
