/**
 * A product with its photos and sizes: each size shows its own price and stock, and the one chosen goes into
 * the cart. A visitor is sent to sign in and comes back to the same product and size.
 */
import { useState } from 'react';
import { useOrigin } from '../../common/page-data.ts';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import { useRowMeta } from '../ui/use-row-meta.ts';
import { useSession } from '../../common/session.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { readList, readOne } from '../../common/site-data.ts';
import { breadcrumbTrail } from '../ui/breadcrumb-trail.ts';
import { Breadcrumbs } from '../ui/breadcrumbs.tsx';
import { productData } from '../structured-data/product.ts';
import { StructuredData } from '../structured-data/structured-data.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { Notice } from '../ui/notice.tsx';
import { TextBlocks } from '../ui/text-blocks.tsx';
import { addToCart } from './cart-api.ts';
import type { Product, Shop, Variant } from './shop-types.ts';
import './shop.css';

interface ProductView {
  product: Product;
  variants: Variant[];
  shop: Pick<Shop, 'id' | 'name'> | null;
}

const loadProduct = async (id: string, signal: AbortSignal): Promise<ProductView> => {
  const product = await readOne<Product>('shop/products', id, signal);
  const [variants, shop] = await Promise.all([
    readList<Variant>('shop/variants', { product_id: product.id, _sort: 'position', _order: 'asc', _start: 0, _end: 50 }, signal).then((r) => r.rows),
    readOne<Shop>('shop/shops', product.shop_id, signal).catch(() => null),
  ]);
  return { product, variants, shop };
};

const Gallery = ({ images, name }: { images: string[]; name: string }) => {
  const say = useSay();
  const [shown, setShown] = useState(0);
  return (
    <div className="product-gallery">
      <img
        className="product-photo"
        src={images[shown]}
        alt={say('shop.product.photo', { name, n: shown + 1, count: images.length })}
        width="640"
        height="480"
      />
      {images.length > 1 ? (
        <ul className="product-thumbs" aria-label={say('shop.product.photos')}>
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" className={`thumb${i === shown ? ' current' : ''}`} aria-pressed={i === shown} onClick={() => setShown(i)}>
                <img src={src} alt={say('shop.product.showPhoto', { n: i + 1 })} width="80" height="60" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};

const Buy = ({ product, variants, shop }: ProductView) => {
  const say = useSay();
  const format = useFormat();
  const user = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const fromUrl = Number(new URLSearchParams(search).get('size')) || null;
  const [size, setSize] = useState<number | null>(variants.find((v) => v.id === fromUrl)?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const chosen = variants.find((v) => v.id === size) ?? null;
  const price = chosen?.price ?? product.price;
  const stock = variants.length ? (chosen?.stock ?? null) : product.stock;

  const add = async () => {
    if (variants.length && !chosen) {
      setNotice({ kind: 'error', text: say('shop.product.chooseSizeFirst') });
      return;
    }
    if (!user) {
      navigate(`/login?next=${encodeURIComponent(`${pathname}${chosen ? `?size=${chosen.id}` : ''}`)}`);
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await addToCart(product.id, chosen?.id ?? null);
      setNotice({ kind: 'success', text: say('shop.add.added', { name: `${product.name}${chosen ? ` (${chosen.name})` : ''}` }) });
    } catch (error) {
      setNotice({ kind: 'error', text: say('shop.add.error', { message: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="product-buy card">
      <p className="product-price price">{format.kes(price)}</p>
      {variants.length ? (
        <fieldset className="sizes">
          <legend>{say('shop.product.size')}</legend>
          {variants.map((v) => (
            <label key={v.id} className={`size${v.stock < 1 ? ' sold-out' : ''}`}>
              <input type="radio" name="size" value={v.id} checked={size === v.id} disabled={v.stock < 1} onChange={() => setSize(v.id)} />
              <span>{v.name}</span>
              {v.price !== null && v.price !== product.price ? <span className="muted"> {format.kes(v.price)}</span> : null}
              {v.stock < 1 ? <span className="muted"> {say('shop.product.soldOut')}</span> : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="muted">
        {stock === null ? say('shop.product.sizeStock') : stock > 0 ? say('shop.products.inStock', { count: stock }) : say('shop.products.outOfStock')}
      </p>
      <button type="button" onClick={() => void add()} disabled={busy || stock === 0}>
        {say(busy ? 'shop.add.adding' : 'shop.add.button')}
      </button>
      {notice ? (
        <Notice kind={notice.kind}>
          <p>
            {notice.text} {notice.kind === 'success' ? <Link to="/cart">{say('shop.add.viewCart')}</Link> : null}
          </p>
        </Notice>
      ) : null}
      {shop ? (
        <p className="muted">
          {say('shop.product.soldBy')} <Link to={`/shops/${shop.id}`}>{shop.name}</Link>
        </p>
      ) : null}
    </div>
  );
};

export const ProductPage = () => {
  const say = useSay();
  const shopsList = { name: say('shop.shops'), url: '/shops' };
  const origin = useOrigin();
  const { id = '' } = useParams();
  const state = useFetch((signal) => loadProduct(id, signal), `product/${id}`);
  const product = state.data?.product;
  useRowMeta('shop/products', product, state.status);
  return (
    <div className="container detail">
      <Breadcrumbs
        trail={breadcrumbTrail(
          shopsList,
          state.data?.shop && { name: state.data.shop.name, url: `/shops/${state.data.shop.id}` },
          product && { name: product.name, url: `/products/${id}` },
        )}
      />
      <LoadState state={state} loadingText={say('shop.product.loading')} notFoundText={say('shop.product.notFound')} list={shopsList}>
        {(view) => (
          <article className={`product-detail${view.product.images?.length ? '' : ' no-photos'}`}>
            <StructuredData data={productData(view, origin)} />
            {view.product.images?.length ? <Gallery images={view.product.images} name={view.product.name} /> : null}
            <div>
              <h1>{view.product.name}</h1>
              {view.product.category ? <p className="muted">{view.product.category}</p> : null}
              <Buy {...view} />
              {view.product.description ? <TextBlocks text={view.product.description} /> : null}
            </div>
          </article>
        )}
      </LoadState>
    </div>
  );
};
