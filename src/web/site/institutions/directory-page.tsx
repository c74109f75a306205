import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useFetch } from '../../common/use-fetch.ts';
import { readEndpoint, readList } from '../../common/site-data.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { useSay } from '../../common/say.ts';
import { headIn } from '../../../registry/page-heads.ts';
import { Pagination, PastLastPage, pageFrom } from '../ui/pagination.tsx';
import { countText } from '../ui/count-text.ts';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { InstitutionCard, type InstitutionSummary } from './institution-card.tsx';
import { categoryLabel, kinds, type InstitutionKind } from './kinds.ts';
import { LocationFilter, withCount, type Place } from './location-filter.tsx';
import { listedChoice } from '../../common/listed-choice.ts';
import { UnknownFilterNotes } from '../ui/unknown-filter-notes.tsx';
import { counties, regions } from '../../../registry/choices.ts';
import { factFilters, feeCeilings, nearestFirst, sortOptions } from './fact-filters.ts';
import { NearMe } from '../near/near-me.tsx';
import { nearFilters, nearFrom } from '../near/near-query.ts';
import { MapToggle } from '../maps/map-toggle.tsx';
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
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Values in the address that name no choice are left out of the list and named in a note.
  const unknown: { name: string; label: string; value: string }[] = [];
  const read = (name: string, values: readonly string[], label: string) => {
    const { value, unknown: typed } = listedChoice(params.get(name), values);
    if (typed) unknown.push({ name, label, value: typed });
    return value;
  };
  const place: Place = {
    region: read('region', regions, say('field.region')),
    county: read('county', counties, say('field.county')),
    city: params.get('city') ?? '',
  };
  const q = params.get('q') ?? '';
  // Near a point (the reader's location or a place typed), the list is nearest first unless another order is chosen.
  const near = nearFrom(params);
  const [text, setText] = useState(q);
  const page = pageFrom(params);

  // A category page (one CBC level, one college type) fixes that filter; the others are picked here.
  const facts = factFilters[kind].filter((fact) => !chosen || !(fact.name in chosen.filter));
  const chosenFacts = Object.fromEntries(facts.map((fact) => [fact.name, read(fact.name, fact.values, say(`dir.filter.${fact.name}`))]));
  const fees = kind === 'school' ? read('fees_min_lte', feeCeilings.map(String), say('dir.filter.fees')) : '';
  const sorts = sortOptions[kind];
  const sort = sorts.find((option) => option.key === params.get('sort'));
  // An order may narrow too (by fees: only listings that give them), and the counts follow what the list shows.
  const narrowing = Object.fromEntries(Object.entries(sort?.query ?? {}).filter(([key]) => !key.startsWith('_')));
  const filters = {
    ...chosen?.filter,
    region: place.region,
    county: place.county,
    city: place.city,
    q,
    ...chosenFacts,
    fees_min_lte: fees,
    ...narrowing,
    ...(near ? nearFilters(near) : {}),
  };
  // Near a point, nearest first; a search is ranked by relevance; otherwise best rated first, by the weighted rating
  // the page explains; unless an order is chosen.
  const order = sort ?? (near ? nearestFirst : q ? null : sorts[0]!);
  const query = { ...filters, _start: (page - 1) * pageSize, _end: page * pageSize, ...order?.query };
  const list = useFetch((signal) => readList<InstitutionSummary>(config.base, query, signal), `${config.base}?${JSON.stringify(query)}`);
  // How many each choice would leave, counted by the server with the other filters applied (within the distance too).
  const counts = useFetch(
    (signal) => readEndpoint<Record<string, Record<string, number>>>(`${config.base}/facets`, filters, signal),
    `${config.base}/facets?${JSON.stringify(filters)}`,
  ).data;
  const active = facts.some((fact) => chosenFacts[fact.name]) || Boolean(fees) || Boolean(sort);
  // Closed in the server's page (a phone's view); a wide screen opens it once the page is running.
  const [more, setMore] = useState(active);
  useEffect(() => {
    if (window.matchMedia?.('(min-width: 900px)').matches) setMore(true);
  }, []);
  const cleared = Object.fromEntries(
    [...facts.map((fact) => fact.name), 'fees_min_lte', 'sort', 'near', 'radius_km', 'place', '_sort'].map((name) => [name, '']),
  );

  // The router commits a new address in a transition, so a second filter picked before that render lands would
  // start from the old address and drop the first: build on the last address asked for until the router catches up.
  const asked = useRef({ from: params, latest: params });
  if (asked.current.from !== params) asked.current = { from: params, latest: params };
  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(asked.current.latest);
    for (const { name } of unknown) merged.delete(name);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    merged.delete('page');
    asked.current.latest = merged;
    // A point's comma stays a comma (`near=-1.286,36.817`): a query may hold one, and the address reads as it is shared.
    navigate({ search: `?${merged.toString().replace(/%2C/gi, ',')}` });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() });
  };

  const address = chosen ? `${config.path}/${chosen.slug}` : config.path;
  const { title } = headIn(say, address)!;
  const label = headIn(say, config.path)!.title;
  return (
    <div className="container">
      <PageHeader page={address}>
        <nav aria-label={say('dir.breadcrumb')} className="breadcrumb">
          <Link to="/institutions">{say('head.institutions.title')}</Link> / {chosen ? <Link to={config.path}>{label}</Link> : label}
          {chosen ? ` / ${categoryLabel(say, chosen)}` : null}
        </nav>
      </PageHeader>

      {!chosen ? (
        <ul className="card-grid categories">
          {config.categories.map((c) => (
            <li key={c.slug} className="card category-card">
              <h2>
                <Link to={`${config.path}/${c.slug}`}>{categoryLabel(say, c)}</Link>
              </h2>
              <p>{say(`dir.category.${kind}.${c.slug}`)}</p>
            </li>
          ))}
        </ul>
      ) : null}

      <NearMe kind={kind} near={near} onChange={update} />

      <form className="filters" onSubmit={search} aria-label={say(`dir.filter.${kind}`)}>
        <div className="field grow">
          <label htmlFor="filter-q">{say('dir.search.label')}</label>
          <input id="filter-q" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={say('dir.search.placeholder')} />
        </div>
        <LocationFilter value={place} onChange={(next) => update({ ...next })} counts={counts ?? undefined} />
        <button type="button" className="link-button more-toggle" aria-expanded={more} aria-controls="more-filters" onClick={() => setMore(!more)}>
          {more ? say('dir.filters.fewer') : say(active ? 'dir.filters.moreInUse' : 'dir.filters.more')}
        </button>
        <div id="more-filters" className="more-filters" hidden={!more}>
          {facts.map((fact) => (
            <div className="field" key={fact.name}>
              <label htmlFor={`filter-${fact.name}`}>{say(`dir.filter.${fact.name}`)}</label>
              <select id={`filter-${fact.name}`} value={chosenFacts[fact.name]} onChange={(e) => update({ [fact.name]: e.target.value })}>
                <option value="">{say(`dir.filter.${fact.name}.any`)}</option>
                {fact.values.map((value) => (
                  <option key={value} value={value}>
                    {withCount(say, value, counts?.[fact.name], say.choice(fact.name, value))}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {kind === 'school' ? (
            <div className="field">
              <label htmlFor="filter-fees">{say('dir.filter.fees')}</label>
              <select id="filter-fees" value={fees} onChange={(e) => update({ fees_min_lte: e.target.value })}>
                <option value="">{say('dir.filter.fees.any')}</option>
                {feeCeilings.map((ceiling) => (
                  <option key={ceiling} value={String(ceiling)}>
                    {say.format.kes(ceiling)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor="filter-sort">{say('dir.sort.label')}</label>
            <select id="filter-sort" value={sort?.key ?? ''} onChange={(e) => update({ sort: e.target.value })}>
              <option value="">{say(near ? 'dir.sort.distance' : q ? 'dir.sort.match' : `dir.sort.${sorts[0]!.key}`)}</option>
              {sorts.slice(q || near ? 0 : 1).map((option) => (
                <option key={option.key} value={option.key}>
                  {say(`dir.sort.${option.key}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="filter-actions">
          <button type="submit">{say('dir.search.submit')}</button>
          {q || place.region || place.county || place.city || active || near ? (
            <button type="button" className="secondary" onClick={() => (setText(''), update({ q: '', region: '', county: '', city: '', ...cleared }))}>
              {say('dir.search.clear')}
            </button>
          ) : null}
        </div>
      </form>
      {near ? null : (
        <SaveSearchButton
          resource={config.base}
          query={query}
          suggestedName={[title, q, place.city || place.county || place.region].filter(Boolean).join(', ')}
        />
      )}
      <UnknownFilterNotes unknown={unknown} />
      <MapToggle
        id="directory-map"
        base={config.base}
        path={config.path}
        filters={Object.fromEntries(Object.entries(filters).filter(([, value]) => value))}
        view={near ?? undefined}
      />

      {list.loading ? (
        <Loading text={say(`dir.loading.${kind}`)} />
      ) : list.error ? (
        <ErrorText message={list.error} />
      ) : !list.data?.rows.length ? (
        list.data?.total ? (
          <PastLastPage page={page} total={list.data.total} pageSize={pageSize} />
        ) : (
          <Empty text={say(`dir.empty.${kind}`)} />
        )
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {say(`dir.found.${kind}`, { total: list.data.total, count: countText(list.data.total, list.data.capped, say) })}
            {order ? say(`dir.order.${order.key}`) : null}
            {sort?.key === 'fees' ? say('dir.order.feesLeftOut') : null}
          </p>
          {order?.key === 'rating' ? <RankingNote /> : null}
          <ul className="card-grid">
            {list.data.rows.map((item) => (
              <InstitutionCard key={item.id} item={item} path={config.path} />
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} pageSize={pageSize} />
        </>
      )}
      <p className="register-cta">
        {say(`dir.cta.${kind}`)} <Link to={`/institutions/register-${kind}`}>{say(`dir.cta.${kind}.link`)}</Link>.
      </p>
    </div>
  );
};
