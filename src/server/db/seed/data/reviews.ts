/**
 * Demo ratings and reviews by parents and students. `targetName` is the exact name of a demo school, college,
 * university or shop; each review becomes a content/ratings row for that target (the last few stay pending).
 */
export interface ReviewRow {
  target: 'school' | 'college' | 'university' | 'shop';
  targetName: string;
  stars: 1 | 2 | 3 | 4 | 5;
  review: string;
}

export const reviews: ReviewRow[] = [
  // Senior Schools
  {
    target: 'school',
    targetName: 'Alliance High School',
    stars: 5,
    review:
      'My son joined in Form One and is now in Form Four. The teachers know every boy by name and the evening prep is properly supervised. Fees are within the Ministry guidelines and the school does not keep adding levies. Discipline is firm but fair.',
  },
  {
    target: 'school',
    targetName: 'Alliance High School',
    stars: 4,
    review:
      'Excellent academics and a lot of clubs, my boy joined the science congress team and the debating club. The food is simple — githeri, ugali and cabbage most days — so budget for shopping. Communication with parents could be faster; we sometimes hear about events late.',
  },
  {
    target: 'school',
    targetName: 'Alliance High School',
    stars: 5,
    review:
      'As a former student I can say the culture of hard work is real. The older boys mentor the Grade 10s and there is no bullying tolerated. The library and laboratories are well stocked.',
  },
  {
    target: 'school',
    targetName: 'Alliance Girls High School',
    stars: 5,
    review:
      'My daughter is in the STEM pathway and loves it. The teachers push the girls but also care about their wellbeing — there is a trained counsellor and the matrons are kind. Visiting days are well organised.',
  },
  {
    target: 'school',
    targetName: 'The Kenya High School',
    stars: 4,
    review:
      'Very good school with strong sports and music. The girls are given responsibility early. My only complaint is the long list of shopping items at the start of every term; some of it is not really necessary.',
  },
  {
    target: 'school',
    targetName: "Mang'u High School",
    stars: 4,
    review:
      'Strong in the sciences and the boys are serious about books. The dormitories are crowded since the Grade 10 intake came in, but the principal told us new ones are being built. Transport on closing day is well organised from Thika town.',
  },
  {
    target: 'school',
    targetName: 'Maseno School',
    stars: 4,
    review:
      'A proud old school with a beautiful compound. My son has improved a lot in Mathematics. The boarding facilities are old and some taps do not work, but the teachers are committed and the results speak for themselves.',
  },
  {
    target: 'school',
    targetName: 'Kakamega School',
    stars: 3,
    review:
      'Good football and rugby, and the boys love the school spirit. Academics are average for a national school and the classes are large, so a quiet boy can get lost. Food has improved since the new catering manager came.',
  },
  {
    target: 'school',
    targetName: 'Moi Girls High School Eldoret',
    stars: 5,
    review:
      'Security was our first question, and we were impressed: fire drills every term, CCTV and a matron on each floor. My daughter feels safe and her grades have gone up. Highly recommended.',
  },
  {
    target: 'school',
    targetName: 'Shimo La Tewa School',
    stars: 4,
    review:
      'Boys from all over the country, which my son enjoys. The sailing club is a real bonus. It gets very hot in the dormitories and parents have been asked to contribute for fans — we agreed at the AGM, so no complaints.',
  },
  {
    target: 'school',
    targetName: 'Nakuru Boys High School',
    stars: 3,
    review:
      'Good facilities and a strong music department. Classes have grown very large since the Grade 10 intake and my son says he rarely gets individual attention. The shopping list each term is long; the school should share it earlier.',
  },
  {
    target: 'school',
    targetName: 'Loreto High School Limuru',
    stars: 5,
    review:
      'Wonderful pastoral care. The sisters and teachers instil values as well as good grades. Limuru is cold so pack warm clothes! The school replies to every phone call and e-mail.',
  },
  {
    target: 'school',
    targetName: 'Garissa High School',
    stars: 4,
    review:
      'The best option for boys in North Eastern. Teachers are dedicated despite the shortage of staff, and the school has a new borehole so water is no longer a problem. We hope TSC sends more science teachers.',
  },
  // Comprehensive schools and academies
  {
    target: 'school',
    targetName: 'Olympic Primary School',
    stars: 5,
    review:
      'The teachers at Olympic work miracles with big classes. My daughter’s reading improved a lot in Grade 4 and the feeding programme means she eats a proper lunch. No extra tuition fees are charged.',
  },
  {
    target: 'school',
    targetName: 'Olympic Primary School',
    stars: 3,
    review:
      'Good teachers but the classes are too full — more than 60 in my son’s Grade 8 class. The Junior School science room has few apparatus. Still, results are good for a public school.',
  },
  {
    target: 'school',
    targetName: 'Kilimani Hills Academy',
    stars: 5,
    review:
      'Small classes, caring teachers and a strong coding club. The weekly reports on the parents’ app keep us informed. Fees are high but you can see where the money goes.',
  },
  {
    target: 'school',
    targetName: 'Kilimani Hills Academy',
    stars: 4,
    review:
      'Very good CBC projects and the teachers explain what is needed. The cost of project materials adds up every term, and the school bus is often late on the Ngong Road route.',
  },
  {
    target: 'school',
    targetName: 'Kilimani Hills Academy',
    stars: 3,
    review:
      'Academics are strong but the fees went up by 12% this year with only a term’s notice. Lunch portions are small for the older children. We are staying for now because the teachers are excellent.',
  },
  {
    target: 'school',
    targetName: 'Riverside Junior Academy',
    stars: 4,
    review:
      'My son was a slow reader and the teachers gave him extra attention without charging us. The compound is small, so sports are done at a nearby field. Friendly staff.',
  },
  {
    target: 'school',
    targetName: 'Kasarani Comprehensive School',
    stars: 4,
    review:
      'A public school that performs like a private one. The head teacher is strict about punctuality and uniform, and the Junior School teachers are well trained. Parents’ meetings happen every term.',
  },
  {
    target: 'school',
    targetName: 'Little Steps ECDE Centre',
    stars: 5,
    review:
      'My twins love going to school every morning. The teachers are patient, the classrooms are clean and bright, and they send photos of the children’s activities every week. After-care until 5.30 pm is a life-saver for working parents.',
  },
  {
    target: 'school',
    targetName: 'Thika Road Christian Academy',
    stars: 2,
    review:
      'Good values, but transport is expensive at KSh 12,000 a term from Juja and the bus leaves at 6 am. Fees went up in the middle of the year and we were told only by SMS. Results are average for what we pay.',
  },
  {
    target: 'school',
    targetName: 'Kiambu Township Comprehensive School',
    stars: 4,
    review:
      'The music department is excellent; my daughter’s choir went to the nationals. Classrooms for Junior School are still being finished, so Grade 8 learns in a temporary room. The teachers are committed.',
  },
  {
    target: 'school',
    targetName: 'Nakuru Lakeview Academy',
    stars: 5,
    review:
      'The outdoor programme is brilliant — camping at Menengai, nature walks and swimming. My son has become more confident. Weekly boarding suits our family well.',
  },
  {
    target: 'school',
    targetName: 'Eldoret Hillside Academy',
    stars: 4,
    review:
      'Great athletics coaching and good STEM teachers. Our daughter moved here for Grade 10 and settled quickly. The school could do more to explain the Senior School subject combinations to parents.',
  },
  {
    target: 'school',
    targetName: 'Lakeside Kisumu Academy',
    stars: 4,
    review:
      'French and swimming are strong points and the teachers are friendly. Fees are reasonable for Kisumu. Parking at pick-up time is chaos.',
  },
  {
    target: 'school',
    targetName: 'Nyali Bay Academy',
    stars: 5,
    review:
      'Excellent teachers and a wonderful marine science club — the children visited the reef at Mombasa Marine Park. Communication from the school is quick and clear.',
  },
  {
    target: 'school',
    targetName: 'Mnarani Comprehensive School',
    stars: 4,
    review:
      'A good public school with dedicated teachers and a lovely environmental club that plants mangroves at the creek. The school needs more desks for Junior School.',
  },
  {
    target: 'school',
    targetName: 'Kitengela Glory Academy',
    stars: 4,
    review:
      'Affordable fees and reliable buses — the bus has never been late in two years. Teachers give homework that is manageable. The playground is dusty in the dry season.',
  },
  {
    target: 'school',
    targetName: 'Kitengela Glory Academy',
    stars: 2,
    review:
      'Teachers change too often; my daughter has had three class teachers this year. When we raised it, the management said they are recruiting. The buses are good but that is not enough.',
  },
  // Colleges
  {
    target: 'college',
    targetName: 'Kenya Medical Training College Nairobi',
    stars: 5,
    review:
      'I am a second-year nursing student. The clinical placement at Kenyatta National Hospital is the best practical experience you can get in Kenya. Lecturers are demanding but fair. The hostels are limited, so book early or look for a room in Kibera Drive or Madaraka.',
  },
  {
    target: 'college',
    targetName: 'Kenya Medical Training College Nairobi',
    stars: 3,
    review:
      'Great training, but administration is slow — getting my transcript took weeks and the fees office queues are long. Classes are very large in the first year.',
  },
  {
    target: 'college',
    targetName: 'Kabete National Polytechnic',
    stars: 4,
    review:
      'The electrical engineering workshops are well equipped and the instructors have industry experience. Attachment placement was arranged for us with Kenya Power. Fees are affordable with HELB and capitation.',
  },
  {
    target: 'college',
    targetName: 'Kenya Utalii College',
    stars: 5,
    review:
      'The training hotel gives you real experience serving guests. I did Food and Beverage and got a job at a Nairobi hotel before graduating. Strict on grooming and punctuality — that is the industry.',
  },
  {
    target: 'college',
    targetName: 'The Eldoret National Polytechnic',
    stars: 4,
    review:
      'Good ICT and agriculture programmes and plenty of practical work. The library closes too early for those of us who work during the day.',
  },
  {
    target: 'college',
    targetName: 'Rift Valley Institute of Science and Technology',
    stars: 3,
    review:
      'The lab technology course is good, but some equipment is old and there are not enough computers for everyone. The lecturers try their best.',
  },
  {
    target: 'college',
    targetName: 'Kangema Vocational Training Centre',
    stars: 5,
    review:
      'My brother did plumbing here after Form Four and now runs his own business in Murang’a. The fees are low and the instructors are practical people. Highly recommended for young people who want a trade.',
  },
  // Shops
  {
    target: 'shop',
    targetName: 'Jitegemee Schoolwear',
    stars: 5,
    review:
      'Ordered two sweaters with the school badge and they were ready in five days, exactly the right maroon. Much cheaper than the school shop and the quality has lasted a whole year of washing.',
  },
  {
    target: 'shop',
    targetName: 'Maarifa Booksellers & Stationers',
    stars: 4,
    review:
      'Sent the Grade 8 book list on WhatsApp and collected everything packed the next day. Prices are fair. Two of the revision books were out of stock, so I had to go to town again for them.',
  },
  {
    target: 'shop',
    targetName: 'Kerio Sports Gear',
    stars: 3,
    review:
      'Good footballs and netballs for our school team at a fair price. The spikes we ordered came a week late, just before the county athletics, which gave us a fright.',
  },
  // Universities
  {
    target: 'university',
    targetName: 'University of Nairobi',
    stars: 4,
    review:
      'Excellent lecturers in the School of Engineering and the location in town is convenient. Lecturer strikes delayed our semester once. Hostels are affordable but crowded.',
  },
  {
    target: 'university',
    targetName: 'University of Nairobi',
    stars: 3,
    review:
      'Good reputation with employers, but registration and fees clearance take too long and the portal goes down at the start of every semester.',
  },
  {
    target: 'university',
    targetName: 'Kenyatta University',
    stars: 5,
    review:
      'A beautiful, green campus with modern hostels and a great library. The education programme is strong and teaching practice is well organised. The Thika Road location makes transport easy.',
  },
  {
    target: 'university',
    targetName: 'Strathmore University',
    stars: 5,
    review:
      'Lectures start on time and lecturers are available after class. The financial aid office helped me get a scholarship covering half my fees. Internship placements are very good.',
  },
  {
    target: 'university',
    targetName: 'Moi University',
    stars: 4,
    review:
      'The medical school is excellent and the Moi Teaching and Referral Hospital placements are valuable. The main campus is far from Eldoret town, so budget for matatu fare.',
  },
  {
    target: 'university',
    targetName: 'United States International University - Africa',
    stars: 4,
    review:
      'Diverse students from all over Africa and flexible class times. It is expensive, but the career office is active and there are work-study jobs on campus.',
  },
];
