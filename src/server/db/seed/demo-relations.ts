/**
 * The two-sided records of a live marketplace, so every party has something true to look at on a new demo
 * installation: teachers' applications (with their CVs) to the demo employer's jobs, a teacher's paid order
 * from the demo vendor, a support ticket with the team's reply, and a parent's message to a school about one of its listings, with the school's answer.
 */
import { getResource } from '../../../registry/index.ts';
import type { ScreeningQuestion } from '../../../registry/resources/jobs.ts';
import type { User } from '../../access/principal.ts';
import { checkout } from '../../commerce/checkout.ts';
import { simulatedProvider } from '../../payments/payment-provider.ts';
import type { Crud } from '../../crud/service.ts';
import { storeFile, type FileStore } from '../../uploads/storage.ts';
import type { Db } from '../dialect.ts';

/** A one-page PDF, enough for the demo CVs to open. */
const demoCv = (name: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n` +
      `4 0 obj<</Length 60>>stream\nBT /F1 18 Tf 72 760 Td (Curriculum vitae: ${name}) Tj ET\nendstream endobj\n` +
      `5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

const candidates = [
  { first_name: 'Kamau', last_name: 'Njoroge', job_title: 'Mathematics and Physics Teacher', location_preference: 'Nairobi', stage: 'Shortlisted' },
  { first_name: 'Atieno', last_name: 'Odhiambo', job_title: 'English and Literature Teacher', location_preference: 'Kisumu', stage: 'New' },
  { first_name: 'Chebet', last_name: 'Kiprono', job_title: 'Junior Secondary Mathematics Teacher', location_preference: 'Eldoret', stage: 'Interview' },
];

export interface DemoParties {
  teachers: User[];
  parent: User;
  employer: User;
  school: User;
  editor: User;
  /** Approved jobs of the demo employer; the first three get the applications, so they must be open (jobs.ts). */
  jobIds: number[];
  /** Approved products of the demo vendor. */
  productIds: number[];
}

export const seedDemoRelations = async (
  db: Db,
  crud: Crud,
  store: FileStore,
  { teachers, parent, employer, school, editor, jobIds, productIds }: DemoParties,
) => {
  for (const [i, { stage, ...person }] of candidates.entries()) {
    const teacher = teachers[i]!;
    const file = await storeFile(store, 'private', demoCv(`${person.first_name} ${person.last_name}`), 'pdf');
    const cv = await crud.create(
      teacher,
      getResource('jobs/resumes'),
      {
        ...person,
        email: teacher.email,
        phone_number: `+254 7${12 + i} 345 678`,
        availability: 'January',
        agreed_to_terms: true,
        agreed_to_privacy_policy: true,
      },
      { resume_file: file },
    );
    const jobId = jobIds[i % jobIds.length]!;
    const job = await crud.findById(employer, getResource('jobs/main'), jobId);
    // The demo candidates hold TSC numbers and could start in January.
    const answers = ((job.screening_questions ?? []) as ScreeningQuestion[]).map((q) => (q.answer === 'yes/no' ? true : 'January'));
    const application = await crud.create(teacher, getResource('jobs/applications'), {
      job_id: jobId,
      answers,
      resume_id: cv.id,
      cover_letter: `I am a TSC-registered ${person.job_title.toLowerCase()} with five years in the classroom and would be glad to join your team.`,
    });
    if (stage !== 'New') await crud.update(employer, getResource('jobs/applications'), application.id as number, { stage });
  }

  // A teacher buys for the new term, so the vendor has a paid order to fulfil.
  const buyer = teachers[0]!;
  for (const [i, product_id] of productIds.slice(0, 2).entries()) await crud.create(buyer, getResource('shop/cart'), { product_id, quantity: i + 1 });
  await checkout(db, simulatedProvider, { userId: buyer.id, method: 'mpesa', phone: '0712345678', choices: [], key: null });

  const ticket = await crud.create(parent, getResource('support/tickets'), {
    subject: 'My review has not appeared',
    description: 'I reviewed my son’s school two days ago and it is still not showing.',
  });
  await crud.create(editor, getResource('support/ticket-responses'), {
    ticket_id: ticket.id,
    body: 'Thank you for writing. Reviews are read by our team before they are published, usually within a day; yours is now live.',
  });
  // A message needs a reason: the parent writes about one of the school account's listings, and is answered.
  const listing = await db
    .selectFrom('institutions_schools')
    .select(['id'])
    .where('owner_id', '=', school.id)
    .where('moderation', '=', 'approved')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const about = { about_type: 'school', about_id: listing.id };
  await crud.create(parent, getResource('notifications/messages'), {
    recipient_id: school.id,
    ...about,
    subject: 'Grade 7 admission',
    body: 'Good morning. Do you still have places in Grade 7 for January, and when is the entry interview?',
  });
  await crud.create(school, getResource('notifications/messages'), {
    recipient_id: parent.id,
    ...about,
    subject: 'Re: Grade 7 admission',
    body: 'Good morning. We have a few places left; the entry interview is on the first Saturday of December.',
  });
};
