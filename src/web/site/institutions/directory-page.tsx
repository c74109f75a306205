import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { useSay } from '../../common/say.ts';
import { headIn } from '../../../registry/page-heads.ts';
import { Pagination, pageFrom } from '../ui/pagination.tsx';
import { countText } from '../ui/count-text.ts';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { InstitutionCard, type InstitutionSummary } from './institution-card.tsx';
import { kinds, type InstitutionKind } from './kinds.ts';
import { LocationFilter, withCount, type Place } from './location-filter.tsx';
import { factFilters, feeCeilings, sortOptions } from './fact-filters.ts';
import { formatKes } from '../../common/format.ts';
import { RankingNote } from './ranking-note.tsx';
import { SaveSearchButton } from '../saved/save-search-button.tsx';

const pageSize = 12;

/**
 * A directory list (all schools, or one level or type). Filters, search and page live in the URL and go to the
 * server as list parameters, so a filtered list can be shared, reloaded and paged.
 */
export const DirectoryPage = ({ kind, category }: { kind: InstitutionKind; category?: string }) => {
  const say = useSay();
  const config = kinds[kind];
  const chosen = config.categories.find((c) => c.slug === category);
  const [params, setParams] = useSearchParams();
  const place: Place = { region: params.get('region') ?? '', county: params.get('county') ?? '', city: params.get('city') ?? '' };
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const page = pageFrom(params);

  // A category page (one CBC level, one college type) fixes that filter; the others are picked here.
  const facts = factFilters[kind].filter((fact) => !chosen || !(fact.name in chosen.filter));
  const chosenFacts = Object.fromEntries(facts.map((fact) => [fact.name, params.get(fact.name) ?? '']));
  const fees = kind === 'school' ? (params.get('fees_min_lte') ?? '') : '';
  const sorts = sortOptions[kind];
  const sort = sorts.find((option) => option.key === params.get('sort'));
  // An order may narrow too (by fees: only listings that give them), and the counts follow what the list shows.
  const narrowing = Object.fromEntries(Object.entries(sort?.query ?? {}).filter(([key]) => !key.startsWith('_')));
  const filters = { ...chosen?.filter, region: place.region, county: place.county, city: place.city, q, ...chosenFacts, fees_min_lte: fees, ...narrowing };
  const query = {
    ...filters,
    _start: (page - 1) * pageSize,
    _end: page * pageSize,
    // A search is ranked by relevance unless an order is chosen; otherwise best rated first, by the weighted rating the page explains.
    ...(sort ? sort.query : q ? {} : sorts[0]!.query),
  };
  const list = useFetch((signal) => api.list<InstitutionSummary>(config.base, query, signal), `${config.base}?${JSON.stringify(query)}`);
  // How many each choice would leave, counted by the server with the other filters applied.
  const counts = useFetch(
    (signal) => api.get<Record<string, Record<string, number>>>(`${config.base}/facets`, filters, signal),
    `${config.base}/facets?${JSON.stringify(filters)}`,
  ).data;
  const active = facts.some((fact) => chosenFacts[fact.name]) || Boolean(fees) || Boolean(sort);
  // Closed in the server's page (a phone's view); a wide screen opens it once the page is running.
  const [more, setMore] = useState(active);
  useEffect(() => {
    if (window.matchMedia?.('(min-width: 900px)').matches) setMore(true);
  }, []);
  const cleared = Object.fromEntries([...facts.map((fact) => fact.name), 'fees_min_lte', 'sort'].map((name) => [name, '']));

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

  const address = chosen ? `${config.path}/${chosen.slug}` : config.path;
  const { title } = headIn(say, address)!;
  return (
    <div className="container">
      <PageHeader page={address}>
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
        <LocationFilter value={place} onChange={(next) => update({ ...next })} counts={counts ?? undefined} />
        <button type="button" className="link-button more-toggle" aria-expanded={more} aria-controls="more-filters" onClick={() => setMore(!more)}>
          {more ? 'Fewer filters' : `More filters${active ? ' (in use)' : ''}`}
        </button>
        <div id="more-filters" className="more-filters" hidden={!more}>
          {facts.map((fact) => (
            <div className="field" key={fact.name}>
              <label htmlFor={`filter-${fact.name}`}>{fact.label}</label>
              <select id={`filter-${fact.name}`} value={chosenFacts[fact.name]} onChange={(e) => update({ [fact.name]: e.target.value })}>
                <option value="">{fact.any}</option>
                {fact.values.map((value) => (
                  <option key={value} value={value}>
                    {withCount(value, counts?.[fact.name])}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {kind === 'school' ? (
            <div className="field">
              <label htmlFor="filter-fees">Annual fees up to</label>
              <select id="filter-fees" value={fees} onChange={(e) => update({ fees_min_lte: e.target.value })}>
                <option value="">Any fees</option>
                {feeCeilings.map((ceiling) => (
                  <option key={ceiling} value={String(ceiling)}>
                    {formatKes(ceiling)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor="filter-sort">Order</label>
            <select id="filter-sort" value={sort?.key ?? ''} onChange={(e) => update({ sort: e.target.value })}>
              <option value="">{q ? 'Best match' : sorts[0]!.label}</option>
              {sorts.slice(q ? 0 : 1).map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="filter-actions">
          <button type="submit">Search</button>
          {q || place.region || place.county || place.city || active ? (
            <button type="button" className="secondary" onClick={() => (setText(''), update({ q: '', region: '', county: '', city: '', ...cleared }))}>
              Clear
            </button>
          ) : null}
        </div>
      </form>
      <SaveSearchButton resource={config.base} query={query} suggestedName={[title, q, place.city || place.county || place.region].filter(Boolean).join(', ')} />

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
            {sort ? `, ${sort.label.toLowerCase()} first.` : q ? null : ', best rated first.'}
            {sort?.key === 'fees' ? ' Listings that give no fees are left out of this order.' : null}
          </p>
          {(!sort && !q) || sort?.key === 'rating' ? <RankingNote /> : null}
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
