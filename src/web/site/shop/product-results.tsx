/**
 * Products matching a search on the shops page, each with the shop that sells it: the registry's full-text
 * search over products, then the shops of the rows shown in one call.
 */
import { Link } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { formatKes, formatNumber } from '../../common/format.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import type { Product, Shop } from './shop-types.ts';

const shown = 12;

const search = async (q: string, signal: AbortSignal) => {
  const products = await api.list<Product>('shop/products', { q, _start: 0, _end: shown }, signal);
  const ids = [...new Set(products.rows.map((p) => p.shop_id))];
  const shops = ids.length ? await api.get<Shop[]>(`shop/shops?${ids.map((id) => `id=${id}`).join('&')}`, undefined, signal) : [];
  // Plain data, as the server sends a page's answers with it as JSON (docs/server-rendering.md).
  return { ...products, shops: Object.fromEntries(shops.map((shop) => [shop.id, shop])) as Record<number, Shop | undefined> };
};

export const ProductResults = ({ q }: { q: string }) => {
  const state = useFetch((signal) => search(q, signal), `product-search/${q}`);
  if (state.loading) return <Loading text="Searching products..." />;
  if (state.error) return <ErrorText message={state.error} />;
  if (!state.data?.rows.length) return <Empty text="No products match this search." />;
  const { rows, total, shops } = state.data;
  return (
    <>
      {total > rows.length ? <p className="muted">The first {shown} of {formatNumber(total)} products; add a word to narrow them.</p> : null}
      <ul className="product-grid">
        {rows.map((product) => (
          <li key={product.id} className="card product-card">
            {product.images?.[0] ? <img src={product.images[0]} alt={product.name} width="320" height="240" loading="lazy" /> : null}
            <h3>
              <Link to={`/products/${product.id}`}>{product.name}</Link>
            </h3>
            <p className="price">{formatKes(product.price)}</p>
            <p className="muted">
              {shops[product.shop_id] ? <Link to={`/shops/${product.shop_id}`}>{shops[product.shop_id]!.name}</Link> : 'Shop not listed'}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
};
