/**
 * A product with its photos and sizes: each size shows its own price and stock, and the one chosen goes into
 * the cart. A visitor is sent to sign in and comes back to the same product and size.
 */
import { useState } from 'react';
import { useOrigin } from '../../common/page-data.ts';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { formatKes } from '../../common/format.ts';
import { useRowMeta } from '../ui/use-row-meta.ts';
import { useSession } from '../../common/session.ts';
import { useFetch } from '../../common/use-fetch.ts';
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
  const product = await api.get<Product>(`shop/products/${id}`, undefined, signal);
  const [variants, shop] = await Promise.all([
    api.list<Variant>('shop/variants', { product_id: product.id, _sort: 'position', _order: 'asc', _start: 0, _end: 50 }, signal).then((r) => r.rows),
    api.get<Shop>(`shop/shops/${product.shop_id}`, undefined, signal).catch(() => null),
  ]);
  return { product, variants, shop };
};

const Gallery = ({ images, name }: { images: string[]; name: string }) => {
  const [shown, setShown] = useState(0);
  return (
    <div className="product-gallery">
      <img className="product-photo" src={images[shown]} alt={`${name}, photo ${shown + 1} of ${images.length}`} width="640" height="480" />
      {images.length > 1 ? (
        <ul className="product-thumbs" aria-label="Photos">
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" className={`thumb${i === shown ? ' current' : ''}`} aria-pressed={i === shown} onClick={() => setShown(i)}>
                <img src={src} alt={`Show photo ${i + 1}`} width="80" height="60" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};

const Buy = ({ product, variants, shop }: ProductView) => {
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
      setNotice({ kind: 'error', text: 'Choose a size first.' });
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
      setNotice({ kind: 'success', text: `${product.name}${chosen ? ` (${chosen.name})` : ''} added to your cart.` });
    } catch (error) {
      setNotice({ kind: 'error', text: `Error: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="product-buy card">
      <p className="product-price price">{formatKes(price)}</p>
      {variants.length ? (
        <fieldset className="sizes">
          <legend>Size</legend>
          {variants.map((v) => (
            <label key={v.id} className={`size${v.stock < 1 ? ' sold-out' : ''}`}>
              <input type="radio" name="size" value={v.id} checked={size === v.id} disabled={v.stock < 1} onChange={() => setSize(v.id)} />
              <span>{v.name}</span>
              {v.price !== null && v.price !== product.price ? <span className="muted"> {formatKes(v.price)}</span> : null}
              {v.stock < 1 ? <span className="muted"> sold out</span> : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="muted">{stock === null ? 'Choose a size to see its stock.' : stock > 0 ? `${stock} in stock` : 'Out of stock'}</p>
      <button type="button" onClick={() => void add()} disabled={busy || stock === 0}>
        {busy ? 'Adding...' : 'Add to cart'}
      </button>
      {notice ? (
        <Notice kind={notice.kind}>
          <p>
            {notice.text} {notice.kind === 'success' ? <Link to="/cart">View cart</Link> : null}
          </p>
        </Notice>
      ) : null}
      {shop ? (
        <p className="muted">
          Sold by <Link to={`/shops/${shop.id}`}>{shop.name}</Link>
        </p>
      ) : null}
    </div>
  );
};

const shopsList = { name: 'Shops', url: '/shops' };

export const ProductPage = () => {
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
      <LoadState state={state} loadingText="Loading product..." notFoundText="Product not found." list={shopsList}>
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
