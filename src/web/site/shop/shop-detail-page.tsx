import { useParams } from 'react-router-dom';
import { formatKes } from '../../common/format.ts';
import { useRowMeta } from '../ui/use-row-meta.ts';
import { useGet } from '../../common/use-fetch.ts';
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

const sections = [
  { id: 'overview', title: 'Overview' },
  { id: 'contact', title: 'Contact' },
  { id: 'business', title: 'Business Info' },
  { id: 'map', title: 'Map' },
  { id: 'products', title: 'Products' },
] as const;

/** The address, then the county unless the address already names it. */
const placeLine = (shop: Shop) =>
  [shop.physical_address, shop.county && !shop.physical_address?.includes(shop.county) ? shop.county : null].filter(Boolean).join(', ');

/** "Nairobi Ksh 250 · Kiambu Ksh 350 · elsewhere in Kenya Ksh 600", or pickup only. */
const deliveryLine = (fees: Shop['delivery_fees']) => {
  const parts = Object.entries(fees?.counties ?? {}).map(([county, fee]) => `${county} ${formatKes(fee)}`);
  if (fees?.default !== null && fees?.default !== undefined) parts.push(`${parts.length ? 'elsewhere in Kenya' : 'anywhere in Kenya'} ${formatKes(fees.default)}`);
  return parts.length ? parts.join(' · ') : 'Pickup only';
};

const phoneLink = (phone: string | null) => (phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null);

const ShopView = ({ shop }: { shop: Shop }) => (
  <>
    <header className="detail-header">
      {shop.logo ? <img src={shop.logo} alt={`${shop.name} logo`} width="80" height="80" className="logo-img" /> : null}
      <div>
        <h1>{shop.name}</h1>
        {shop.tagline ? <p className="lead">{shop.tagline}</p> : null}
        <p className="muted">{placeLine(shop) || 'Address not provided'}</p>
      </div>
    </header>
    <div className="detail-body">
      <SectionNav sections={sections} />
      <div className="sections">
        <section id="overview" aria-labelledby="overview-title">
          <h2 id="overview-title">Overview</h2>
          <TextBlocks text={shop.description} />
          <FactList>
            <Fact label="Product focus">{shop.product_focus}</Fact>
            <Fact label="Year founded">{shop.founded_year}</Fact>
          </FactList>
          {shop.gallery?.length ? (
            <ul className="gallery">
              {shop.gallery.map((src, i) => (
                <li key={src}>
                  <img src={src} alt={`${shop.name}, photo ${i + 1}`} width="320" height="240" loading="lazy" />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section id="contact" aria-labelledby="contact-title">
          <h2 id="contact-title">Contact</h2>
          <FactList>
            <Fact label="Contact person">{shop.contact_person}</Fact>
            <Fact label="Email">{shop.email ? <a href={`mailto:${shop.email}`}>{shop.email}</a> : null}</Fact>
            <Fact label="Mobile">{phoneLink(shop.phone_mobile)}</Fact>
            <Fact label="Landline">{phoneLink(shop.phone_landline)}</Fact>
            <Fact label="Postal address">{shop.postal_address}</Fact>
            <Fact label="Physical address">{shop.physical_address}</Fact>
          </FactList>
        </section>
        <section id="business" aria-labelledby="business-title">
          <h2 id="business-title">Business Info</h2>
          <FactList>
            <Fact label="Wholesale region">{shop.wholesale_region}</Fact>
            <Fact label="County">{shop.county}</Fact>
            <Fact label="Agents for">{shop.agents_for}</Fact>
            <Fact label="Pickup points">{shop.pickup_points?.length ? shop.pickup_points.join(' · ') : shop.physical_address}</Fact>
            <Fact label="Delivery">{deliveryLine(shop.delivery_fees)}</Fact>
          </FactList>
          <h3>Staff</h3>
          <TextBlocks text={shop.staff_description} />
        </section>
        <section id="map" aria-labelledby="map-title">
          <h2 id="map-title">Map</h2>
          {shop.latitude !== null && shop.longitude !== null ? (
            <OsmMap lat={shop.latitude} lng={shop.longitude} title={`Map showing ${shop.name}`} />
          ) : (
            <p className="muted">Map location not available.</p>
          )}
        </section>
        <section id="products" aria-labelledby="products-title">
          <h2 id="products-title">Products</h2>
          <ShopProducts shopId={shop.id} />
        </section>
      </div>
    </div>
  </>
);

const shopsList = { name: 'Shops', url: '/shops' };

export const ShopDetailPage = () => {
  const { id = '' } = useParams();
  const state = useGet<Shop>(`shop/shops/${id}`);
  useRowMeta('shop/shops', state.data, state.status);
  return (
    <div className="container detail">
      <Breadcrumbs trail={breadcrumbTrail(shopsList, state.data && { name: state.data.name, url: `/shops/${id}` })} />
      <LoadState state={state} loadingText="Loading shop..." notFoundText="Shop not found." list={shopsList}>
        {(shop) => <ShopView shop={shop} />}
      </LoadState>
    </div>
  );
};
