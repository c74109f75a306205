import { useParams } from 'react-router-dom';
import { useOrigin } from '../../common/page-data.ts';
import { useRowMeta } from '../ui/use-row-meta.ts';
import type { RowPageName } from '../../../registry/row-heads.ts';
import { useOne } from '../../common/use-fetch.ts';
import { OsmMap, parseCoordinates } from '../maps/osm-map.tsx';
import { Reviews } from '../reviews/reviews.tsx';
import { SaveToggle } from '../saved/save-toggle.tsx';
import { AskTheSchool } from '../enquiries/ask-the-school.tsx';
import { Stars } from '../ui/stars.tsx';
import { Logo } from '../ui/logo.tsx';
import { PhotoGallery } from '../ui/photo-gallery.tsx';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { breadcrumbTrail } from '../ui/breadcrumb-trail.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { institutionData } from '../structured-data/institution.ts';
import { StructuredData } from '../structured-data/structured-data.tsx';
import { isMissing } from '../ui/load-state.tsx';
import { ErrorText, Loading, Missing } from '../ui/states.tsx';
import { SectionNav } from '../ui/section-nav.tsx';
import { sections } from './detail-sections.ts';
import { FieldValue } from './field-value.tsx';
import { kinds, type InstitutionKind } from './kinds.ts';
import { KeyFacts } from './key-facts.tsx';
import { ProvenanceNote } from './provenance-note.tsx';
import { ClaimPanel } from '../claims/claim-panel.tsx';
import { NearbyListings } from '../near/nearby-listings.tsx';
import { useSay } from '../../common/say.ts';
import { headIn } from '../../../registry/page-heads.ts';
import { rowWordsKey } from '../../../registry/row-heads.ts';

type Row = Record<string, unknown> & { id: number; name: string };

/** is_public shown as Public or Private (docs/product.md#institution-pages). */
const typeOf = (row: Row) => (row.is_public === false ? 'dir.type.private' : 'dir.type.public');

export const InstitutionDetailPage = ({ kind }: { kind: InstitutionKind }) => {
  const origin = useOrigin();
  const say = useSay();
  const { id = '' } = useParams();
  const config = kinds[kind];
  const label = headIn(say, config.path)!.title;
  const { data, loading, error, status } = useOne<Row>(config.base, id);
  useRowMeta(config.base as RowPageName, data, status);

  // Home › Schools › Kiambu › Alliance Girls High School; the county leads to the directory narrowed to it.
  const county = data?.county as string | null | undefined;
  const trail = breadcrumbTrail(
    { name: label, url: config.path },
    county ? { name: county, url: `${config.path}?county=${encodeURIComponent(county)}` } : null,
    data && { name: data.name, url: `${config.path}/${id}` },
  );

  if (loading) return <Loading text={say(`dir.detail.loading.${kind}`)} />;
  if (error || !data)
    return (
      <div className="container">
        <Breadcrumbs trail={trail} />
        {isMissing(status) ? (
          <Missing text={`${say(`${rowWordsKey(config.base as RowPageName)}.missing`)}.`} list={{ name: label, url: config.path }} />
        ) : (
          <>
            <h1>{say(`dir.detail.failed.${kind}`)}</h1>
            <ErrorText message={error ?? say('ui.errorOccurred')} />
          </>
        )}
      </div>
    );

  const gallery = (data.gallery as string[] | null) ?? [];
  const point = parseCoordinates(data.gps_coordinates as string | null);
  // The point the server keeps from those coordinates, which lists near a point measure from.
  const located = typeof data.latitude === 'number' && typeof data.longitude === 'number' ? { lat: data.latitude, lng: data.longitude } : null;
  const nav = [
    ...sections[kind].map((s) => ({ id: s.id, title: say(`dir.section.${s.id}`) })),
    { id: 'gallery', title: say('dir.section.gallery') },
    ...(located ? [{ id: 'nearby', title: say(`nearby.title.${kind}`) }] : []),
    { id: 'reviews', title: say('dir.section.reviews') },
  ];

  return (
    <div className="container detail">
      <Breadcrumbs trail={trail} />
      <StructuredData data={institutionData(kind, data, origin)} />
      <header className="detail-header">
        <Logo src={data.logo as string | null} name={data.name} size={80} eager />
        <div>
          <h1>{data.name}</h1>
          <p className="muted">
            {say(typeOf(data))} · {[data.city, data.county].filter(Boolean).join(', ') || say('dir.card.noLocation')}
          </p>
          <Stars value={data.rating as number} count={(data.review_count as number | null) ?? 0} />
          {data.summary ? <p className="lead">{String(data.summary)}</p> : null}
          <ProvenanceNote row={data} />
          {data.moderation === 'approved' ? <ClaimPanel kind={kind} id={data.id as number} /> : null}
          <div className="listing-actions">
            <CompareToggle path={config.path} item={data} />
            {data.moderation === 'approved' ? <SaveToggle type={kind} id={data.id as number} name={String(data.name)} /> : null}
          </div>
        </div>
      </header>
      <KeyFacts kind={kind} row={data} />
      <div className="detail-body">
        <SectionNav sections={nav} />
        <div className="sections">
          {sections[kind].map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{say(`dir.section.${section.id}`)}</h2>
              <dl>
                {section.id === 'overview' ? (
                  <div>
                    <dt>{say('dir.type')}</dt>
                    <dd>{say(typeOf(data))}</dd>
                  </div>
                ) : null}
                {section.fields.map((f) => (
                  <div key={f.name}>
                    <dt>{say.field(config.base, f.name)}</dt>
                    <dd>
                      <FieldValue kind={f.kind} name={f.name} value={data[f.name]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <section id="gallery" aria-labelledby="gallery-title">
            <h2 id="gallery-title">{say('dir.section.gallery')}</h2>
            {gallery.length ? <PhotoGallery photos={gallery} name={data.name} /> : <p>{say('dir.gallery.none')}</p>}
            {point ? <OsmMap lat={point[0]} lng={point[1]} title={say('dir.map.title', { name: data.name })} /> : <p>{say('dir.map.none')}</p>}
          </section>
          <Reviews targetType={kind} targetId={data.id} name={data.name} listing={data} />
          <AskTheSchool kind={kind} id={data.id} name={data.name} />
          {/* Last: it is drawn as it nears the screen, and above the reviews it would push them from under a link to #reviews. */}
          {located ? <NearbyListings kind={kind} id={data.id} point={located} name={data.name} /> : null}
        </div>
      </div>
    </div>
  );
};
