import { Link } from 'react-router-dom';
import { useSay } from '../../common/say.ts';
import { PageHeader } from '../ui/page-header.tsx';

/** What we do and what we value, each worded by the catalogue's `static.about.service.<key>` and `static.about.value.<key>.*`. */
const services = ['directory', 'jobs', 'news', 'analytics'];
const values = ['transparency', 'access', 'impact', 'equity'];

/** Mission, what we do, values (docs/product.md#about). */
export const AboutPage = () => {
  const say = useSay('pages');
  return (
    <div className="container prose">
      <PageHeader page="/about" />
      <section>
        <h2>{say('static.about.mission.title')}</h2>
        <p>{say('static.about.mission.text')}</p>
      </section>
      <section>
        <h2>{say('static.about.services')}</h2>
        <ul className="checks">
          {services.map((s) => (
            <li key={s}>{say(`static.about.service.${s}`)}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{say('static.about.values')}</h2>
        <ul className="card-grid">
          {values.map((v) => (
            <li key={v} className="card">
              <h3>{say(`static.about.value.${v}.title`)}</h3>
              <p>{say(`static.about.value.${v}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <p>
        {say('static.about.questions')} <Link to="/contact">{say('static.about.contact')}</Link> {say('static.about.orRead')}{' '}
        <Link to="/support">{say('static.about.faq')}</Link>.
      </p>
    </div>
  );
};
