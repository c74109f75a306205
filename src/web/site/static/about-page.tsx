import { Link } from 'react-router-dom';
import { PageHeader } from '../ui/page-header.tsx';

const services = [
  'Verified schools, colleges and universities with honest reviews from parents and students',
  'Education jobs for teachers and school staff, and one place to keep your CV',
  'Events, news and announcements from across the education sector',
  'Analytics that help institutions and administrators understand their reach',
];

const values = [
  { title: 'Transparency', text: 'Clear, checked information about every listing, so families decide with confidence.' },
  { title: 'Access', text: 'Light pages that work on any phone and any connection, in every county.' },
  { title: 'Impact', text: 'We measure success by learners who find the right place to grow.' },
  { title: 'Education equity', text: 'Every child deserves a good school, wherever they live and whatever their family earns.' },
];

/** SPEC.md §1: mission, what we do, values. */
export const AboutPage = () => (
  <div className="container prose">
    <PageHeader page='/about' />
    <section>
      <h2>Our mission</h2>
      <p>To centralise access to education information, give every institution visibility, and support better decision-making in education for families, learners and educators.</p>
    </section>
    <section>
      <h2>What we do</h2>
      <ul className="checks">
        {services.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </section>
    <section>
      <h2>Our values</h2>
      <ul className="card-grid">
        {values.map((v) => (
          <li key={v.title} className="card">
            <h3>{v.title}</h3>
            <p>{v.text}</p>
          </li>
        ))}
      </ul>
    </section>
    <p>
      Questions? <Link to="/contact">Contact us</Link> or read the <Link to="/support">answers to common questions</Link>.
    </p>
  </div>
);
