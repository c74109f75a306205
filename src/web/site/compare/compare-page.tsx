/**
 * Up to four schools, colleges or universities side by side, at an address that can be shared
 * (/compare/schools?ids=3,17,42). Its rows come from the registry (compare-fields.ts), so a new fact of a
 * listing shows here without a change to this page. Rows whose values differ are marked, and can be shown alone.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Resource } from '../../../registry/resource.ts';
import { colleges, schools, universities } from '../../../registry/resources/institutions.ts';
import { compareRows } from '../../../registry/compare-fields.ts';
import { readMany } from '../../common/site-data.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { breadcrumbTrail } from '../ui/breadcrumb-trail.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { Notice } from '../ui/notice.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { ErrorText, Loading } from '../ui/states.tsx';
import { CompareValue, differs, type Listing } from './compare-value.tsx';
import { parseCompareIds } from './compare-ids.ts';
import { compareSlugs, compareStore, compareUrl, useCompare, type CompareKind } from './compare-store.ts';
import { maxCompared } from '../../../registry/compare-fields.ts';
import { headIn } from '../../../registry/page-heads.ts';
import { useSay } from '../../common/say.ts';
import './compare.css';

const resources: Record<CompareKind, Resource> = { school: schools, college: colleges, university: universities };

export const ComparePage = ({ kind }: { kind: CompareKind }) => {
  const resource = resources[kind];
  const say = useSay();
  const plural = compareSlugs[kind];
  const directory = `/institutions/${plural}`;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { ids, malformed, dropped } = parseCompareIds(params.get('ids'));
  const onlyDifferences = params.get('only') === 'differences';
  // The box follows a tap at once; the address, and the rows with it, follow when the router's transition ends,
  // which on a slow phone is a moment later.
  const [boxChecked, setBoxChecked] = useState(onlyDifferences);
  useEffect(() => setBoxChecked(onlyDifferences), [onlyDifferences]);
  const picks = useCompare();
  const state = useFetch(ids.length ? (signal) => readMany<Listing>(resource.name, ids, signal) : null, `compare/${kind}/${ids.join(',')}`);

  /** Rewrites the address in place, commas kept as they are so the link stays readable when shared. */
  const change = (next: { ids?: number[]; only?: boolean }) => {
    const parts = [];
    if ((next.ids ?? ids).length) parts.push(`ids=${(next.ids ?? ids).join(',')}`);
    if (next.only ?? onlyDifferences) parts.push('only=differences');
    navigate({ search: parts.length ? `?${parts.join('&')}` : '' }, { replace: true });
  };
  const removeColumn = (id: number) => {
    change({ ids: ids.filter((other) => other !== id) });
    if (compareStore.has(kind, id)) compareStore.remove(id);
  };

  const listings = ids.map((id) => state.data?.find((row) => row.id === id)).filter((row): row is Listing => Boolean(row));
  const absent = state.data ? ids.filter((id) => !listings.some((listing) => listing.id === id)) : [];
  const rows = compareRows(resource).map((row) => ({ row, differs: listings.length > 1 && differs(row, listings) }));
  const shown = onlyDifferences ? rows.filter((r) => r.differs) : rows;
  const differing = rows.filter((r) => r.differs).length;
  const { title } = headIn(say, `/compare/${plural}`)!;
  const storedIds = picks.kind === kind ? picks.items.map((item) => item.id) : [];

  return (
    <div className="container compare-page">
      <Breadcrumbs
        trail={breadcrumbTrail({ name: headIn(say, directory)!.title, url: directory }, { name: say('compare.toggle.pick'), url: `/compare/${plural}` })}
      />
      <PageHeader page={`/compare/${plural}`} />
      {malformed.length ? (
        <Notice kind="error">
          <p>{say(`compare.malformed.${kind}`, { parts: malformed.map((part) => `“${part}”`).join(', '), count: malformed.length })}</p>
        </Notice>
      ) : null}
      {dropped.length ? (
        <Notice kind="info">
          <p>{say(`compare.dropped.${kind}`, { max: maxCompared })}</p>
        </Notice>
      ) : null}
      {absent.length ? (
        <Notice kind="info">
          <p>
            {say(`compare.absent.${kind}`, { ids: absent.join(', '), count: absent.length })}{' '}
            <button type="button" className="link-button" onClick={() => change({ ids: ids.filter((id) => !absent.includes(id)) })}>
              {say('compare.absent.leaveOut', { count: absent.length })}
            </button>
          </p>
        </Notice>
      ) : null}

      {!ids.length ? (
        <div className="compare-empty">
          <p>{say(`compare.empty.${kind}`, { max: maxCompared })}</p>
          <p className="actions">
            {storedIds.length ? (
              <Link className="button" to={compareUrl(kind, storedIds)}>
                {say('compare.yourPicks', { count: storedIds.length })}
              </Link>
            ) : null}
            <Link className="button secondary" to={directory}>
              {say(`compare.browse.${kind}`)}
            </Link>
          </p>
        </div>
      ) : state.loading ? (
        <Loading text={say(`dir.loading.${kind}`)} />
      ) : state.error ? (
        <ErrorText message={state.error} />
      ) : listings.length ? (
        <>
          <div className="compare-controls">
            <label className="check">
              <input
                type="checkbox"
                checked={boxChecked}
                onChange={(event) => {
                  setBoxChecked(event.target.checked);
                  change({ only: event.target.checked });
                }}
              />{' '}
              {say('compare.onlyDifferences')}
            </label>
            <p className="muted" role="status">
              {listings.length < 2 ? say(`compare.addAnother.${kind}`) : say('compare.differing', { count: differing, total: rows.length })}
            </p>
            {listings.length < maxCompared ? (
              <Link to={directory} className="button small secondary">
                {say(`compare.add.${kind}`)}
              </Link>
            ) : null}
          </div>
          <div className="compare-scroll" role="region" aria-label={say('compare.scroll', { title })} tabIndex={0}>
            <table className="compare-table">
              <thead>
                <tr>
                  <td />
                  {listings.map((listing) => (
                    <th key={listing.id} scope="col">
                      <Link to={`${directory}/${listing.id}`}>{listing.name}</Link>
                      <button
                        type="button"
                        className="link-button compare-remove"
                        onClick={() => removeColumn(listing.id)}
                        aria-label={say('compare.column.remove', { name: listing.name })}
                      >
                        {say('compare.remove')}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map(({ row, differs: rowDiffers }) => (
                  <tr key={row.name} className={rowDiffers ? 'differs' : undefined}>
                    <th scope="row">
                      {say.field(resource.name, row.name)}
                      {rowDiffers ? <span className="differs-mark"> · {say('compare.differs')}</span> : null}
                    </th>
                    {listings.map((listing) => (
                      <td key={listing.id}>
                        <CompareValue row={row} listing={listing} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {onlyDifferences && !shown.length ? <p className="empty">{say(`compare.same.${kind}`)}</p> : null}
        </>
      ) : (
        <p className="actions">
          <Link className="button secondary" to={directory}>
            {say(`compare.browse.${kind}`)}
          </Link>
        </p>
      )}
    </div>
  );
};
