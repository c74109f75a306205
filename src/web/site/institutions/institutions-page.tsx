import { Link } from 'react-router-dom';
import { PageHeader } from '../ui/page-header.tsx';

const sections = [
  { to: '/institutions/schools', title: 'Schools', text: 'Pre-primary, primary, junior and senior secondary schools under the CBC.' },
  { to: '/institutions/colleges', title: 'Colleges', text: 'Vocational, technical, medical, polytechnic and hospitality colleges.' },
  { to: '/institutions/universities', title: 'Universities', text: 'Public and private universities, their faculties and programmes.' },
];

export const InstitutionsPage = () => (
  <div className="container">
    <PageHeader page="/institutions" />
    <ul className="card-grid">
      {sections.map((s) => (
        <li key={s.to} className="card category-card">
          <h2>
            <Link to={s.to}>{s.title}</Link>
          </h2>
          <p>{s.text}</p>
        </li>
      ))}
    </ul>
  </div>
);
