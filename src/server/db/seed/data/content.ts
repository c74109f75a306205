/**
 * Demo editorial content: news stories about Kenyan education (published over the last six weeks, counted back
 * from the moment the demo is seeded so relative times stay true, and worded to read true in any year),
 * guides for parents, archived stories from 2023–2025 and the FAQs shown on the support page. Rows set only fields
 * defined in src/registry/resources/content.ts and src/registry/resources/support.ts.
 */
import { ago } from './when.ts';
import {  } from '../../../../registry/clock.ts';

type Row = Record<string, unknown>;

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

/** A story written as paragraphs. */
const paragraphs = (...lines: string[]) => lines.join('\n\n');

/** Made when the seed runs, so the news is always recent on a new installation. */
export const news = (): Row[] => [
  {
    title: 'Grade 9 learners complete KJSEA as Senior School placement preparations begin',
    content:
      'The Kenya Junior School Education Assessment has ended for more than a million Grade 9 learners. KNEC says results and Grade 10 placement will follow in December.',
    story: paragraphs(
      'More than a million Grade 9 learners have completed the Kenya Junior School Education Assessment (KJSEA), the assessment at the end of Junior School. The Kenya National Examinations Council (KNEC) said the assessment ran smoothly in nearly all of the country’s 11,000 centres, with only isolated cases of late delivery of papers in parts of Turkana and Mandera because of flooded roads.',
      'Unlike the old KCPE, the KJSEA result is not a single make-or-break score. Sixty per cent of each learner’s final grade comes from the summative assessment just completed, while the rest is drawn from school-based assessments done in Grades 7 and 8 and the KPSEA taken at the end of Grade 6.',
      'The Ministry of Education says learners will be placed in Senior Schools according to their chosen pathway — STEM, Social Sciences, or Arts and Sports Science — their performance and the capacity of each school. Parents will be able to check placement on the Ministry’s selection portal using the learner’s assessment number.',
      'Head teachers have urged parents to keep Grade 9 learners engaged during the long holiday. “The children have worked hard, but January is close and they will be joining a new system of subject choices,” said the chair of a Nairobi heads’ association. “Parents should talk to them about the pathway they picked and why.”',
    ),
    author: 'Faith Wanjiru',
    published_at: ago(18 * minute),
  },
  {
    title: 'KCSE examinations close as marking begins in 40 centres across the country',
    content:
      'Candidates sat their last KCSE papers this week, and over 20,000 examiners have reported to marking centres.',
    story: paragraphs(
      'This year’s Kenya Certificate of Secondary Education (KCSE) examinations have come to a close, with candidates sitting their final papers under the watch of security officers and examination officials.',
      'KNEC reported fewer cases of malpractice than last year, crediting the use of container custodians who open examination papers only in the presence of security officers and the centre manager. Cases under investigation include mobile phones found in candidates’ possession in a handful of centres.',
      'More than 20,000 examiners have reported to marking centres, most of them in Nairobi, Kiambu and Machakos. The Council expects marking to run for about three weeks, with results released in early January.',
      'School principals have asked candidates to use the waiting period well. Many schools are holding career talks to help students understand KUCCPS placement, which will open soon after the results, and the choices between university degrees, diplomas at TVET institutions and KMTC courses.',
    ),
    author: 'Brian Otieno',
    published_at: ago(47 * minute),
  },
  {
    title: 'TSC to recruit 20,000 teachers on permanent terms from January',
    content:
      'The Teachers Service Commission will hire 20,000 teachers on permanent and pensionable terms, with priority for Junior School interns and science teachers for Senior Schools.',
    story: paragraphs(
      'The Teachers Service Commission (TSC) has announced the recruitment of 20,000 teachers on permanent and pensionable terms, to start work in January. The Commission said the hiring targets staffing gaps created by the move to Junior and Senior School under the Competency-Based Curriculum.',
      'Of the new positions, 12,000 will go to Junior Schools, where many intern teachers have been teaching on one-year contracts. Interns with good appraisals and at least one year of service will receive extra points in the selection. The remaining posts are for Senior Schools, with priority for Mathematics, Physics, Chemistry, Computer Science and Agriculture teachers.',
      'Applications will be made online on the TSC recruitment portal, and county selection panels will verify documents in December. Applicants must be registered teachers with a valid TSC number and a certificate of good conduct.',
      'The Kenya National Union of Teachers welcomed the announcement but said the shortage is still well above 50,000 teachers. Education stakeholders have also asked the Commission to consider hardship areas in North Eastern and Upper Eastern Kenya first.',
    ),
    author: 'Mercy Chepkoech',
    published_at: ago(5 * hour + 20 * minute),
  },
  {
    title: 'Ministry releases next year’s fees guidelines for Senior Schools',
    content:
      'Boarding fees in national and extra-county schools stay capped, day schooling remains free, and heads are warned against extra levies that have not been approved by parents and the county director.',
    story: paragraphs(
      'The Ministry of Education has issued next year’s fees guidelines for public Senior Schools, keeping the maximum annual boarding fee for national and extra-county schools at KSh 53,554 and for county boarding schools at KSh 40,535. Fees for special needs boarding schools remain at KSh 17,000 a year.',
      'Day schooling in public Senior Schools remains free, with the government paying tuition through capitation. Parents of day learners may only be asked to contribute towards lunch, and only where the parents’ association has agreed to it.',
      'The circular warns principals against charging levies for development projects, tours, remedial tuition or uniforms sold only by the school. Any additional charge must be approved at a general meeting of parents and by the county director of education. Schools must display the approved fees structure on their noticeboards.',
      'Parents’ representatives welcomed the guidelines but said enforcement is the problem. “Every year the circular says one thing and the fees structure we get says another,” said a parent at a Nakuru school. The Ministry says parents who are charged unapproved fees should report to the sub-county director of education.',
    ),
    author: 'David Mutiso',
    published_at: ago(1 * day + 3 * hour),
  },
  {
    title: 'Schools receive second tranche of term three capitation',
    content:
      'The Treasury has released funds for the second tranche of term three capitation to primary, Junior and Senior Schools, easing cash pressure as schools close for the long holiday.',
    story: paragraphs(
      'Public schools have started receiving the second tranche of term three capitation, after the National Treasury released the funds to the Ministry of Education. Head teachers had complained that delays left them unable to pay support staff, suppliers of food and exam-related costs.',
      'Under the current rates, the government allocates KSh 1,420 per learner a year for primary education, KSh 15,043 per learner in Junior School and KSh 22,244 per learner in Senior School. Schools receive the money in three tranches, usually weighted towards the first term.',
      'The Kenya Primary Schools Heads Association said the release was welcome but late. “Most schools closed with pending bills. Suppliers have been patient, but we need funds to arrive at the start of term, not at the end,” an official said.',
      'The Ministry says all schools with validated NEMIS data will receive the funds within the week, and has asked heads to update learner numbers before the January capitation is computed.',
    ),
    author: 'Halima Abdi',
    published_at: ago(3 * day + 6 * hour),
  },
  {
    title: 'University students urged to appeal funding bands before the window closes',
    content:
      'The Universities Fund and HELB have opened an appeals window for first-year students who feel they were placed in the wrong funding band. Appeals close at the end of the month.',
    story: paragraphs(
      'First-year university students who believe they were placed in the wrong band under the student-centred funding model have until the end of the month to appeal. The Universities Fund and the Higher Education Loans Board (HELB) say appeals are made online through the HELB portal and must include supporting documents such as death certificates, medical reports or letters from the area chief.',
      'Under the model, students are grouped into bands according to their family’s ability to pay. The government scholarship and HELB loan cover a share of the cost of each programme, and the household is expected to pay the balance. Students in the lowest band receive the highest share of support.',
      'Student leaders say many families were wrongly banded because of errors in the means-testing questionnaire. “A student whose father is a boda boda rider should not be in the same band as the child of a businessman,” said a student leader at a public university in Nairobi.',
      'HELB advises students to keep their student portal details and M-Pesa-registered phone number up to date, as loan disbursements for upkeep are sent to the student’s phone.',
    ),
    author: 'Samuel Kiprop',
    published_at: ago(6 * day + 2 * hour),
  },
  {
    title: 'KUCCPS opens inter-institution transfer window for placed students',
    content:
      'Students placed by KUCCPS this year who want to change their programme or institution can apply for transfer on the students’ portal for the next two weeks.',
    story: paragraphs(
      'The Kenya Universities and Colleges Central Placement Service (KUCCPS) has opened the inter-institution transfer window for students placed this year. Students who wish to move to a different programme or institution can apply through the KUCCPS students’ portal for the next two weeks.',
      'Transfers are only approved where the student meets the minimum requirements of the new programme and the receiving institution has space. Both the releasing and the receiving institution must agree. KUCCPS charges a transfer fee of KSh 1,000, payable through the portal.',
      'The placement body also reminded students that TVET applications for the January intake remain open, with more than 200 national polytechnics, technical training institutes and vocational centres offering places in engineering, ICT, hospitality, agriculture and business.',
      'Career counsellors advise students to research carefully before moving. “Many transfers are driven by friends or by the name of a course. Look at the entry requirements, the cost and where graduates end up,” said a counsellor at a Nairobi school.',
    ),
    author: 'Grace Auma',
    published_at: ago(10 * day + 4 * hour),
  },
  {
    title: 'Nairobi school meals programme now feeds over 300,000 learners daily',
    content:
      'The county’s school feeding programme has grown to more than 300,000 learners in public primary and Junior Schools, with parents paying KSh 5 a meal through a mobile wallet.',
    story: paragraphs(
      'Nairobi County’s school feeding programme now serves more than 300,000 learners a day in public primary and Junior Schools, according to the county education department. Meals are cooked in central kitchens and delivered to schools by mid-morning.',
      'Parents contribute KSh 5 per meal through a mobile wallet linked to each learner, with the county and partners covering the rest of the cost. The menu rotates between githeri, rice and beans, ugali with sukuma wiki and pojo, and some schools have started adding fruit twice a week.',
      'Teachers say attendance has improved, especially on Mondays and Fridays, and that learners concentrate better in the afternoon. “Before, many children came to school hungry and some went home at lunch and never came back,” said a head teacher at a school in Mathare.',
      'The national school meals programme, which targets arid and semi-arid counties, is also being expanded, with the Ministry of Education saying it wants every public primary learner to have a daily meal within five years.',
    ),
    author: 'Faith Wanjiru',
    published_at: ago(14 * day + 5 * hour),
  },
  {
    title: 'One year into Senior School: what this year’s Grade 10 learners have learnt',
    content:
      'Schools report strong interest in STEM, overcrowded laboratories in some counties and a need for more career guidance as Grade 10 learners near the end of their first year.',
    story: paragraphs(
      'The learners who joined Senior School in January are about to finish Grade 10. Principals interviewed by ElimuHub describe a year of adjustment, with learners taking a mix of core and pathway subjects and schools stretching laboratories and workshops to cope.',
      'The STEM pathway has proved the most popular, followed by Social Sciences, with the Arts and Sports Science pathway attracting fewer learners than planned. Schools offering Arts and Sports Science say interest grew once learners saw the music, fine art and sports facilities on offer.',
      'Several principals reported that learners who were placed in schools far from home struggled to settle, and that some parents asked for transfers in the first term. The Ministry has allowed transfers only where a school offering the same pathway and subject combination has space.',
      'Teachers have asked for more practical training on assessing competencies and for career guidance to be strengthened in Junior School, so that learners choose pathways with better information. Parents say they would like clearer explanations of how Grade 10 choices lead to university and TVET courses.',
    ),
    author: 'Peter Ndung’u',
    published_at: ago(20 * day + 1 * hour),
  },
  {
    title: 'Ministry warns schools against holiday tuition during the December break',
    content:
      'The Ministry of Education has reminded schools and private tutors that holiday tuition remains banned, and urged parents to use the long break for rest, family time and community activities.',
    story: paragraphs(
      'The Ministry of Education has reminded schools, teachers and private tutors that holiday tuition remains prohibited during the December break. County directors have been asked to inspect schools and report any that hold classes during the holiday.',
      'The ban, in place since the Basic Education Act of 2013, has been contested by some parents who say their children need extra help. The Ministry says the Competency-Based Curriculum is designed to be covered within the school terms, and that learners need time to rest and take part in activities at home and in the community.',
      'Education experts suggest parents encourage reading, visits to libraries and museums, and involving children in household and farm work. The Kenya National Library Service has announced holiday reading programmes in several of its branches.',
      'Schools found holding holiday tuition risk disciplinary action against their heads and teachers. Tutors offering private lessons in homes are also covered by the ban, though enforcement has been patchy.',
    ),
    author: 'ElimuHub Newsroom',
    published_at: ago(27 * day + 3 * hour),
  },
  {
    title: 'KMTC announces its March intake with new courses in 12 campuses',
    content:
      'The Kenya Medical Training College has opened applications for its March intake, with new diploma courses in orthopaedic technology, health promotion and medical engineering.',
    story: paragraphs(
      'The Kenya Medical Training College (KMTC) has opened applications for its March intake. The college says it will admit students to certificate, diploma and higher diploma courses in more than 70 campuses across the country.',
      'New diploma courses in orthopaedic and trauma medicine, health promotion, medical engineering and community oral health will be offered in 12 campuses, including Nairobi, Nakuru, Mombasa, Kisumu and Eldoret. The college says the new courses respond to shortages reported by county hospitals.',
      'Applicants must have sat KCSE and meet the minimum grade and subject requirements for the course. Applications are made online on the KMTC website and cost KSh 2,000 for diploma courses. The college warns applicants against agents who promise admission for a fee.',
      'Successful applicants will be notified by SMS and e-mail and must report with their original certificates, national identity card or birth certificate and evidence of medical insurance.',
    ),
    author: 'Mercy Chepkoech',
    published_at: ago(34 * day + 2 * hour),
  },
  {
    title: 'Junior Schools to receive science kits as practical lessons take centre stage',
    content:
      'Over 9,000 public Junior Schools will receive integrated science kits and training for teachers, after complaints that learners were studying practical subjects without equipment.',
    story: paragraphs(
      'More than 9,000 public Junior Schools will receive integrated science kits before the start of the new school year, the Ministry of Education has said. The kits contain apparatus for experiments in Integrated Science, Agriculture and Pre-Technical Studies.',
      'Teachers have complained since the start of Junior School that learners were expected to carry out practical activities in classrooms with no laboratories and no equipment. Many schools borrowed apparatus from neighbouring secondary schools or improvised with household items.',
      'The Kenya Institute of Curriculum Development (KICD) will train two teachers from each school on using the kits and on storing chemicals safely. The training will take place in the December holiday at county centres.',
      'Parents’ associations have welcomed the kits but say Junior Schools still need proper laboratories. The Ministry says classroom and laboratory construction continues under the Junior School infrastructure programme.',
    ),
    author: 'Brian Otieno',
    published_at: ago(40 * day + 6 * hour),
  },
];

export const posts: Row[] = [
  {
    title: 'How to choose the right school for your child: a checklist for Kenyan parents',
    content:
      'Results matter, but so do distance, fees, class sizes, discipline and how a school treats its learners. Here is a checklist to take with you before you decide.',
    story: paragraphs(
      'Choosing a school is one of the biggest decisions a family makes, and the options have grown: public comprehensive schools, private academies, faith-sponsored schools, day and boarding. Before you look at a school’s KJSEA or KCSE results, start with your child.',
      'Think about distance and transport first. A long commute in Nairobi traffic can mean a child leaves home at 5.30 am. Ask whether the school runs buses, which routes they cover and what the transport fee is per term.',
      'Next, look at class sizes and teachers. Ask how many learners are in a class, whether teachers are registered with TSC, and how long they have been at the school. A school with a high turnover of teachers is a warning sign.',
      'Ask for the full fees structure, including uniform, lunch, trips, activity fees and any building levy. Compare the total for the year, not only the tuition. For public schools, compare what you are asked to pay with the Ministry’s guidelines.',
      'Finally, visit on a normal school day, talk to parents at the gate and read reviews on ElimuHub. Parents are often honest about food, discipline, communication and how the school handles problems.',
    ),
    author: 'Achieng Otieno',
  },
  {
    title: 'Preparing your Grade 9 child for the Senior School pathway choice',
    content:
      'STEM, Social Sciences or Arts and Sports Science? How to help your child pick a pathway and subjects that fit their strengths and keep their options open.',
    story: paragraphs(
      'In Grade 9, every learner chooses a pathway for Senior School: STEM; Social Sciences; or Arts and Sports Science. Within each pathway they pick subject combinations, and these choices shape the courses they can apply for after Grade 12.',
      'Start by looking at your child’s school-based assessment reports from Grades 7 and 8 together. Where do they do well consistently? Which subjects do they enjoy even when they are hard? Interest matters, because a learner who enjoys a subject will work harder at it.',
      'Talk about careers without pushing. Many parents want their children to become doctors or engineers, but there are good careers in agriculture, hospitality, media, sports, the creative industries and teaching. Ask relatives and friends to tell your child about their work.',
      'Check the entry requirements for the courses your child is interested in. The KUCCPS website lists the subjects required for university and TVET programmes, so you can confirm that a subject combination leads where your child wants to go.',
      'Finally, remember that the choice is not a life sentence. Learners can move between careers later, and many successful people changed course after school. What matters now is a choice your child understands and owns.',
    ),
    author: 'Dr Jane Wambui',
  },
  {
    title: 'Boarding or day school? Weighing the costs and benefits',
    content:
      'Boarding offers structure and time for study; day school keeps children at home and costs less. A practical comparison to help your family decide.',
    story: paragraphs(
      'Many Kenyan families see boarding school as the natural step after Junior School, but day schooling has become more common, especially in towns. Both can work well; the question is which fits your child and your family.',
      'Boarding gives learners a structured day with prep time, fewer distractions and access to facilities in the evening. It can build independence. But it costs more: in a public boarding school you pay fees, shopping, pocket money and travel, and private boarding can cost several times more.',
      'Day school keeps your child at home, where you can follow their progress, notice problems early and share values. It is usually cheaper, and public day Senior Schools do not charge tuition. The trade-offs are transport costs, long days for some learners and the need for a quiet place to study at home.',
      'Consider your child’s personality. Some children thrive in boarding; others are anxious and homesick for a long time. Ask them, and ask their Grade 9 teacher what they think.',
      'If you choose boarding, visit the dormitories, ask about bullying policies, how sick learners are cared for and how often parents can visit. If you choose day school, plan transport and supervision after school.',
    ),
    author: 'Achieng Otieno',
  },
  {
    title: 'Budgeting for a year of school fees: a practical plan for families',
    content:
      'School fees come in three large payments a year. Break them down, plan for the hidden costs and use these tips to avoid the January squeeze.',
    story: paragraphs(
      'For most Kenyan families, January is the hardest month of the year: school fees, uniform, books and shopping all fall due after the festive season. A little planning spreads the load.',
      'Start with the full cost for the year. List fees for each term, uniform, shoes, books, transport, lunch, trips and pocket money. Many parents forget items such as exam fees, activity fees and the cost of travel on opening and closing days.',
      'Divide the total by twelve and set aside that amount every month. A separate savings account, an M-Pesa locked savings product or a chama can help you avoid spending the money on other things.',
      'Talk to the school. Many schools accept fees in instalments if you agree a plan with the bursar early. Always pay into the school’s official bank account or paybill number and keep the receipts — never pay cash to individuals.',
      'Look for support you may qualify for: county bursaries, NG-CDF bursaries, scholarships from banks and foundations, and sponsorships through religious organisations. Applications usually open early in the year, so follow the announcements.',
    ),
    author: 'Kevin Maina',
  },
  {
    title: 'Understanding KJSEA results and Grade 10 placement',
    content:
      'What do the KJSEA performance levels mean, how is placement done and what can you do if your child is not happy with their Senior School? A plain guide for parents.',
    story: paragraphs(
      'The Kenya Junior School Education Assessment (KJSEA) is taken at the end of Grade 9. It combines the summative assessment with school-based assessments from Grades 7 and 8 and the KPSEA from Grade 6.',
      'Results are reported in performance levels rather than marks. Exceeding Expectation and Meeting Expectation show a learner has met the competencies for the subject; Approaching Expectation and Below Expectation show where they need more support.',
      'Placement into Senior Schools considers the learner’s pathway choice, their performance in the subjects that pathway needs, the schools they selected and the capacity of each school. Learners with special needs are placed according to their needs.',
      'After placement is released, parents can download the admission letter from the Ministry’s portal or from the school. If your child is not happy with the placement, you may request a transfer through the school and the sub-county director of education, but only where another school has a vacancy.',
      'Whatever the result, focus on the next step. A learner in a county or sub-county school with good teachers and a supportive family can do as well as anyone.',
    ),
    author: 'Dr Jane Wambui',
  },
  {
    title: 'Ten questions to ask when you visit a school',
    content:
      'A school visit tells you more than a brochure ever will. Use these ten questions to understand how a school really works before you enrol your child.',
    story: paragraphs(
      'Visiting a school before you enrol your child is the best way to see how it works. Go on a normal school day, not only on an open day, and come with questions.',
      '1. How many learners are in each class, and how many teachers are TSC registered? 2. What is the full cost for the year, including uniform, lunch, transport and trips? 3. How does the school communicate with parents, and how quickly do teachers respond?',
      '4. What does a typical day look like, and what time do learners arrive and leave? 5. How does the school handle discipline and bullying? 6. What clubs, sports and co-curricular activities are offered, and are they extra?',
      '7. What happens when a child falls sick at school? 8. How does the school support learners who struggle, and those with special needs? 9. Which pathways and subject combinations does the Senior School offer? 10. Can I talk to some current parents?',
      'Listen to how the questions are answered as well as what is said. A school that is open about its challenges is usually one you can work with.',
    ),
    author: 'Achieng Otieno',
  },
  {
    title: 'Reporting to Grade 10: a checklist for parents and learners',
    content:
      'Admission letter, documents, uniform, shopping list and a conversation about the new school — everything to prepare before your child reports to Senior School.',
    story: paragraphs(
      'Reporting day is exciting and stressful for families. Start preparing as soon as the admission letter is out so that the last week is calm.',
      'Documents: the admission letter, the KJSEA result slip, a copy of the birth certificate, the learner’s assessment number, passport photos, the NHIF or SHA membership details and receipts for any fees paid.',
      'Uniform and shopping: buy only what the school’s list requires. Many schools allow you to buy uniform from any supplier as long as it matches the approved colours and design. Label everything with your child’s name.',
      'Money: pay fees into the school’s official bank account or paybill and keep the receipt. Agree on pocket money with your child, and explain how to keep it safe.',
      'Finally, talk to your child about the new school, the pathway and subjects they will take and what to do if they feel unsafe or unhappy. Share the names of the class teacher and the deputy principal, and keep in touch during the first weeks.',
    ),
    author: 'Kevin Maina',
  },
  {
    title: 'Bursaries, scholarships and HELB: where to find help with fees',
    content:
      'From county and NG-CDF bursaries to HELB loans and private scholarships, here is where Kenyan families can look for help with school, college and university costs.',
    story: paragraphs(
      'Many capable learners struggle to stay in school because of fees. There is more help available than most families realise, but you have to look for it and apply on time.',
      'County bursaries and NG-CDF bursaries are the most common source of help for secondary and Senior School learners. Applications are usually made through the area chief, the ward office or the constituency office early in the year. You will need the learner’s admission letter, fees structure and proof of need.',
      'Scholarships from foundations, banks and companies support bright learners from needy homes, often covering fees, upkeep and mentorship. Watch the ElimuHub news and announcements for application windows.',
      'For university and TVET students, HELB loans and government scholarships under the student-centred funding model cover a share of the cost. Students apply through the HELB portal after placement. TVET students can also apply for HELB loans and capitation support.',
      'Keep copies of every document, apply to more than one source and follow up politely. Many bursary committees receive far more applications than they can fund, so a complete and well-presented application stands out.',
    ),
    author: 'Kevin Maina',
  },
];

export const archives: Row[] = [
  {
    title: 'Government launches student-centred university funding model',
    date: '2023-05-03',
    content:
      'The government introduced a new model for funding university and TVET students, in which scholarships and HELB loans are allocated according to each student’s need rather than a fixed amount per student. Universities said the change would help them recover from years of underfunding, while student leaders asked for clarity on how need would be assessed.',
    author: 'ElimuHub Newsroom',
  },
  {
    title: 'KCPE 2023 results released: the end of an era',
    date: '2023-11-23',
    content:
      'The last Kenya Certificate of Primary Education results were released, closing a chapter that began in 1985. Over 1.4 million candidates sat the examination. Learners joined Form One in January 2024, while their younger siblings continued to Junior School under the Competency-Based Curriculum.',
    author: 'Brian Otieno',
  },
  {
    title: 'KCSE 2023 results released under revised grading',
    date: '2024-01-08',
    content:
      'KCSE results were computed using Mathematics and one language as compulsory subjects plus the learner’s best five other subjects, a change that saw more candidates attain the minimum university entry grade of C+. Universities and KUCCPS prepared for a larger pool of applicants.',
    author: 'Faith Wanjiru',
  },
  {
    title: 'High Court rules on the university funding model',
    date: '2024-12-19',
    content:
      'The High Court found parts of the student-centred funding model unconstitutional, setting off uncertainty for first-year students and universities. The government said it would appeal while continuing to support students already in the system, and students were advised to follow communication from HELB and their universities.',
    author: 'Samuel Kiprop',
  },
  {
    title: 'KCSE 2024 results released as more candidates qualify for university',
    date: '2025-01-09',
    content:
      'The 2024 KCSE results showed a further rise in the number of candidates attaining C+ and above. The Ministry said the results reflected improved teaching and reduced malpractice, and urged candidates who did not reach university entry grades to consider TVET institutions, which offer diploma and certificate programmes with good job prospects.',
    author: 'Mercy Chepkoech',
  },
  {
    title: 'First KJSEA results released as Grade 10 placement begins',
    date: '2025-12-11',
    content:
      'Results for the first Kenya Junior School Education Assessment were released, followed by placement of learners into Senior Schools according to their chosen pathways. Parents were able to check placement online, and schools prepared to receive the first Grade 10 cohort in January 2026.',
    author: 'Peter Ndung’u',
  },
];

export const faqs: Row[] = [
  {
    question: 'What is ElimuHub?',
    answer:
      'ElimuHub brings Kenya’s education sector into one place: schools, colleges and universities with verified profiles, ratings and reviews; education jobs; events, admission dates, news and announcements; and a marketplace for uniforms, books and school supplies. Browsing is free and needs no account.',
    position: 1,
  },
  {
    question: 'How do I find a school near me?',
    answer:
      'Open Schools, Colleges or Universities from the top menu and filter by region, county and town. Schools can also be filtered by CBC level (Pre-Primary, Primary, Junior Secondary or Senior Secondary) and by public or private. Each profile shows contacts, academics, facilities, a gallery, a map and reviews from parents and students.',
    position: 2,
  },
  {
    question: 'How do I list my school, college or university?',
    answer:
      'Register an account with the role School, then use Add School (or add a college or university) and fill in the profile: name, location, contacts, CBC levels, facilities and photos. New listings are checked by our editors before they appear publicly, usually within two working days. You can edit your listing at any time from your account.',
    position: 3,
  },
  {
    question: 'How are reviews checked before they appear?',
    answer:
      'Every review is read by an ElimuHub editor before it is published. We publish honest experiences, good and bad, but remove reviews that contain insults, personal attacks on named teachers or learners, phone numbers, or claims we cannot allow. An institution’s rating is the average of its published reviews, and each account may review a given institution once — you can edit your review later.',
    position: 4,
  },
  {
    question: 'My school has an unfair review. What can I do?',
    answer:
      'Institutions cannot delete reviews, but you can report a review you believe breaks our rules through the Contact page, giving the link and the reason. An editor will look at it again. We encourage schools to respond by addressing the concern directly with the parent; many reviewers update their review once an issue is resolved.',
    position: 5,
  },
  {
    question: 'How do I apply for a teaching or school job?',
    answer:
      'Open Jobs to see vacancies from schools and education employers; filter by location and category. Before applying, upload your CV under Jobs → View Resume. Fill in your name, email and the job title you are looking for, attach your CV and agree to the terms and privacy policy. You can then apply to any open job with your saved CV.',
    position: 6,
  },
  {
    question: 'What format and size should my CV be?',
    answer:
      'CVs and cover letters must be PDF files of at most 5 MB each. If you see “Only PDF files are allowed.”, save your document as PDF from your word processor and try again; if you see “File size exceeds 5MB limit.”, remove large images or scan at a lower resolution. Your CV is private: only you, employers you apply to and ElimuHub administrators can open it.',
    position: 7,
  },
  {
    question: 'How do I pay for an order? Can I use M-Pesa?',
    answer:
      'Yes. At checkout choose M-Pesa (the default), card or bank transfer. Once you pay, your order and payment appear under Orders and Payments in your account. All prices are in Kenya shillings. Never send money to a personal number that claims to be from ElimuHub or a shop.',
    position: 8,
  },
  {
    question: 'What do the subscription plans include?',
    answer:
      'Free (KSh 0) gives you all basic content. Bronze (KSh 500) adds priority support. Silver (KSh 1,200) adds downloadable resources such as revision guides and fees planners. Gold (KSh 2,500) adds our monthly webinars with education experts. Your current plan is shown on your profile.',
    position: 9,
  },
  {
    question: 'How do I sell school supplies on ElimuHub?',
    answer:
      'Register your shop with Add Shop under Shops, giving your business details, the regions you supply and the brands you are agents for. Once an editor has verified the shop, you can add products with prices and stock, and offer discounts. Orders from parents and schools appear in your account.',
    position: 10,
  },
  {
    question: 'Do I need an account to use ElimuHub?',
    answer:
      'No account is needed to browse institutions, jobs, events, news and shops. Create a free account with Subscribe to write reviews, upload your CV and apply for jobs, order from shops or list an institution. Choose the role Subscriber as a parent, student or job seeker, or School if you manage an institution.',
    position: 11,
  },
  {
    question: 'How do I contact ElimuHub support?',
    answer:
      'Use the form on the Contact page, or write to support@elimuhub.co.ke. Signed-in members can also open a support ticket and follow the replies in their account. Our Nairobi team answers Monday to Friday, 8 am to 5 pm, and Bronze members and above receive priority replies.',
    position: 12,
  },
];
