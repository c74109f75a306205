import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { Pagination, pageFrom } from '../ui/pagination.tsx';
import { countText } from '../ui/count-text.ts';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { InstitutionCard, type InstitutionSummary } from './institution-card.tsx';
import { kinds, type InstitutionKind } from './kinds.ts';
import { LocationFilter, type Place } from './location-filter.tsx';
import { RankingNote } from './ranking-note.tsx';

const pageSize = 12;

/**
 * A directory list (all schools, or one level or type). Filters, search and page live in the URL and go to the
 * server as list parameters, so a filtered list can be shared, reloaded and paged.
 */
export const DirectoryPage = ({ kind, category }: { kind: InstitutionKind; category?: string }) => {
  const config = kinds[kind];
  const chosen = config.categories.find((c) => c.slug === category);
  const [params, setParams] = useSearchParams();
  const place: Place = { region: params.get('region') ?? '', county: params.get('county') ?? '', city: params.get('city') ?? '' };
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const page = pageFrom(params);

  const query = {
    ...chosen?.filter,
    region: place.region,
    county: place.county,
    city: place.city,
    q,
    _start: (page - 1) * pageSize,
    _end: page * pageSize,
    // A search is ranked by relevance; otherwise best rated first, by the weighted rating the page explains.
    ...(q ? {} : { _sort: 'rating_score,name', _order: 'desc,asc' }),
  };
  const list = useFetch((signal) => api.list<InstitutionSummary>(config.base, query, signal), `${config.base}?${JSON.stringify(query)}`);

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    merged.delete('page');
    setParams(merged);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() });
  };

  const title = chosen ? `${chosen.label} ${kind === 'school' ? 'Schools' : ''}`.trim() : config.label;
  return (
    <div className="container">
      <PageHeader title={title} description={`Browse ${title.toLowerCase()} in Kenya with ratings, reviews, contacts and maps on ElimuHub.`}>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/institutions">Institutions</Link> / {chosen ? <Link to={config.path}>{config.label}</Link> : config.label}
          {chosen ? ` / ${chosen.label}` : null}
        </nav>
      </PageHeader>

      {!chosen ? (
        <ul className="card-grid categories">
          {config.categories.map((c) => (
            <li key={c.slug} className="card category-card">
              <h2>
                <Link to={`${config.path}/${c.slug}`}>{c.label}</Link>
              </h2>
              <p>{c.blurb}</p>
            </li>
          ))}
        </ul>
      ) : null}

      <form className="filters" onSubmit={search} aria-label={`Filter ${config.label.toLowerCase()}`}>
        <div className="field grow">
          <label htmlFor="filter-q">Search</label>
          <input id="filter-q" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Name, town or keyword" />
        </div>
        <LocationFilter value={place} onChange={(next) => update({ ...next })} />
        <div className="filter-actions">
          <button type="submit">Search</button>
          {q || place.region || place.county || place.city ? (
            <button type="button" className="secondary" onClick={() => (setText(''), update({ q: '', region: '', county: '', city: '' }))}>
              Clear
            </button>
          ) : null}
        </div>
      </form>

      {list.loading ? (
        <Loading text={`Loading ${config.label.toLowerCase()}...`} />
      ) : list.error ? (
        <ErrorText message={list.error} />
      ) : !list.data?.rows.length ? (
        <Empty text={`No ${config.label.toLowerCase()} match these filters.`} />
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {countText(list.data.total, list.data.capped)} {list.data.total === 1 ? config.singular.toLowerCase() : config.label.toLowerCase()} found
            {q ? null : ', best rated first.'}
          </p>
          {q ? null : <RankingNote />}
          <ul className="card-grid">
            {list.data.rows.map((item) => (
              <InstitutionCard key={item.id} item={item} path={config.path} />
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} pageSize={pageSize} />
        </>
      )}
      <p className="register-cta">
        Run a {config.singular.toLowerCase()}? <Link to={`/institutions/register-${kind}`}>List it on ElimuHub</Link>.
      </p>
    </div>
  );
};
