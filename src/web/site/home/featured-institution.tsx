import { Link } from 'react-router-dom';
import { useSay } from '../../common/say.ts';
import type { RowOf } from '../../../registry/row-type.ts';

export type FeaturedUniversity = Pick<RowOf<'institutions/universities'>, 'id' | 'name' | 'logo' | 'summary'>;

export const FeaturedInstitution = ({ university }: { university: FeaturedUniversity | null | undefined }) => {
  const say = useSay();
  return (
    <section className="featured" aria-labelledby="featured-title">
      <h2 id="featured-title">{say('home.featured.title')}</h2>
      {university ? (
        <article className="card featured-card">
          {university.logo ? (
            <img src={university.logo} alt={say('home.featured.logo', { name: university.name })} width="72" height="72" loading="lazy" />
          ) : null}
          <div>
            <h3>{university.name}</h3>
            <p>{university.summary?.trim() || say('home.featured.noSummary')}</p>
            <Link to={`/institutions/universities/${university.id}`} className="button" aria-label={say('home.featured.viewLabel', { name: university.name })}>
              {say('home.featured.view')}
            </Link>
          </div>
        </article>
      ) : (
        <p className="loading">{say('home.featured.loading')}</p>
      )}
    </section>
  );
};
