import { PageHeader } from '../ui/page-header.tsx';

/** SPEC.md §2: four clauses. */
const clauses = [
  {
    title: '1. Using ElimuHub',
    text: 'ElimuHub is a directory and marketplace for education in Kenya. You may browse it freely. When you create an account you agree to give true information and to keep your password to yourself.',
  },
  {
    title: '2. Listings and reviews',
    text: 'Institutions, shops and employers are responsible for what their listings say. Reviews must describe your own experience, stay respectful and leave out personal details of learners or staff. Our editors check listings and reviews before they are published and may remove any that break these terms.',
  },
  {
    title: '3. Payments, orders and jobs',
    text: 'Prices are in Kenya shillings (KES). Orders placed through ElimuHub shops are fulfilled by the shop that lists the item. Job adverts are placed by employers; ElimuHub does not employ candidates and never charges a candidate to apply.',
  },
  {
    title: '4. Your data',
    text: 'We keep your account, resumes and messages private to you, the people you send them to and our administrators, as the Data Protection Act, 2019 requires. You may ask us to correct or delete your data at any time through the Contact page.',
  },
];

export const TermsPage = () => (
  <div className="container narrow prose">
    <PageHeader page='/terms' />
    {clauses.map((clause) => (
      <section key={clause.title}>
        <h2>{clause.title}</h2>
        <p>{clause.text}</p>
      </section>
    ))}
  </div>
);
