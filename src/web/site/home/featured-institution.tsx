import { Link } from 'react-router-dom';

export interface FeaturedUniversity {
  id: number;
  name: string;
  logo: string | null;
  summary: string | null;
}

export const FeaturedInstitution = ({ university }: { university: FeaturedUniversity | null | undefined }) => (
  <section className="featured" aria-labelledby="featured-title">
    <h2 id="featured-title">Featured Institution of the Week</h2>
    {university ? (
      <article className="card featured-card">
        {university.logo ? <img src={university.logo} alt={`${university.name} logo`} width="72" height="72" loading="lazy" /> : null}
        <div>
          <h3>{university.name}</h3>
          <p>{university.summary?.trim() || "No summary provided. But it's still awesome!"}</p>
          <Link to={`/institutions/universities/${university.id}`} className="button" aria-label={`View Profile of ${university.name}`}>
            View Profile
          </Link>
        </div>
      </article>
    ) : (
      <p className="loading">Loading featured university...</p>
    )}
  </section>
);
