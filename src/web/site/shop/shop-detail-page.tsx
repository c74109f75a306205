import { useParams } from 'react-router-dom';
import type { Formats } from '../../common/format.ts';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import type { Say } from '../../common/say.ts';
import { useRowMeta } from '../ui/use-row-meta.ts';
import { useOne } from '../../common/use-fetch.ts';
import { OsmMap } from '../maps/osm-map.tsx';
import { Fact, FactList } from '../ui/fact-list.tsx';
import { breadcrumbTrail } from '../ui/breadcrumb-trail.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { TextBlocks } from '../ui/text-blocks.tsx';
import { SectionNav } from '../ui/section-nav.tsx';
import { ShopProducts } from './shop-products.tsx';
import type { Shop } from './shop-types.ts';
import './shop.css';

const sectionIds = ['overview', 'contact', 'business', 'map', 'products'] as const;

/** The address, then the county unless the address already names it. */
const placeLine = (shop: Shop) =>
  [shop.physical_address, shop.county && !shop.physical_address?.includes(shop.county) ? shop.county : null].filter(Boolean).join(', ');

/** "Nairobi Ksh 250 · Kiambu Ksh 350 · elsewhere in Kenya Ksh 600", or pickup only. */
const deliveryLine = (fees: Shop['delivery_fees'], say: Say, format: Formats) => {
  const parts = Object.entries(fees?.counties ?? {}).map(([county, fee]) => `${county} ${format.kes(fee)}`);
  if (fees?.default !== null && fees?.default !== undefined)
    parts.push(`${say(parts.length ? 'shop.detail.elsewhere' : 'shop.detail.anywhere')} ${format.kes(fees.default)}`);
  return parts.length ? parts.join(' · ') : say('shop.detail.pickupOnly');
};

const phoneLink = (phone: string | null) => (phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null);

const ShopView = ({ shop }: { shop: Shop }) => {
  const say = useSay();
  const format = useFormat();
  const sections = sectionIds.map((id) => ({ id, title: say(`shop.detail.${id}`) }));
  return (
    <>
      <header className="detail-header">
        {shop.logo ? <img src={shop.logo} alt={say('shop.detail.logo', { name: shop.name })} width="80" height="80" className="logo-img" /> : null}
        <div>
          <h1>{shop.name}</h1>
          {shop.tagline ? <p className="lead">{shop.tagline}</p> : null}
          <p className="muted">{placeLine(shop) || say('shop.list.noAddress')}</p>
        </div>
      </header>
      <div className="detail-body">
        <SectionNav sections={sections} />
        <div className="sections">
          <section id="overview" aria-labelledby="overview-title">
            <h2 id="overview-title">{say('shop.detail.overview')}</h2>
            <TextBlocks text={shop.description} />
            <FactList>
              <Fact label={say('shop.fact.focus')}>{shop.product_focus}</Fact>
              <Fact label={say('shop.fact.founded')}>{shop.founded_year}</Fact>
            </FactList>
            {shop.gallery?.length ? (
              <ul className="gallery">
                {shop.gallery.map((src, i) => (
                  <li key={src}>
                    <img src={src} alt={say('shop.detail.photo', { name: shop.name, n: i + 1 })} width="320" height="240" loading="lazy" />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <section id="contact" aria-labelledby="contact-title">
            <h2 id="contact-title">{say('shop.detail.contact')}</h2>
            <FactList>
              <Fact label={say('shop.fact.contact')}>{shop.contact_person}</Fact>
              <Fact label={say('shop.fact.email')}>{shop.email ? <a href={`mailto:${shop.email}`}>{shop.email}</a> : null}</Fact>
              <Fact label={say('shop.fact.mobile')}>{phoneLink(shop.phone_mobile)}</Fact>
              <Fact label={say('shop.fact.landline')}>{phoneLink(shop.phone_landline)}</Fact>
              <Fact label={say('shop.fact.postal')}>{shop.postal_address}</Fact>
              <Fact label={say('shop.fact.physical')}>{shop.physical_address}</Fact>
            </FactList>
          </section>
          <section id="business" aria-labelledby="business-title">
            <h2 id="business-title">{say('shop.detail.business')}</h2>
            <FactList>
              <Fact label={say('shop.fact.region')}>{shop.wholesale_region}</Fact>
              <Fact label={say('shop.fact.county')}>{shop.county}</Fact>
              <Fact label={say('shop.fact.agents')}>{shop.agents_for}</Fact>
              <Fact label={say('shop.fact.pickup')}>{shop.pickup_points?.length ? shop.pickup_points.join(' · ') : shop.physical_address}</Fact>
              <Fact label={say('shop.fact.delivery')}>{deliveryLine(shop.delivery_fees, say, format)}</Fact>
            </FactList>
            <h3>{say('shop.detail.staff')}</h3>
            <TextBlocks text={shop.staff_description} />
          </section>
          <section id="map" aria-labelledby="map-title">
            <h2 id="map-title">{say('shop.detail.map')}</h2>
            {shop.latitude !== null && shop.longitude !== null ? (
              <OsmMap lat={shop.latitude} lng={shop.longitude} title={say('shop.detail.mapOf', { name: shop.name })} />
            ) : (
              <p className="muted">{say('shop.detail.noMap')}</p>
            )}
          </section>
          <section id="products" aria-labelledby="products-title">
            <h2 id="products-title">{say('shop.detail.products')}</h2>
            <ShopProducts shopId={shop.id} />
          </section>
        </div>
      </div>
    </>
  );
};

export const ShopDetailPage = () => {
  const say = useSay();
  const shopsList = { name: say('shop.shops'), url: '/shops' };
  const { id = '' } = useParams();
  const state = useOne<Shop>('shop/shops', id);
  useRowMeta('shop/shops', state.data, state.status);
  return (
    <div className="container detail">
      <Breadcrumbs trail={breadcrumbTrail(shopsList, state.data && { name: state.data.name, url: `/shops/${id}` })} />
      <LoadState state={state} loadingText={say('shop.detail.loading')} notFoundText={say('shop.detail.notFound')} list={shopsList}>
        {(shop) => <ShopView shop={shop} />}
      </LoadState>
    </div>
  );
};
