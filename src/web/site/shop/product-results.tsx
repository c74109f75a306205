/**
 * Products matching a search on the shops page, each with the shop that sells it: the registry's full-text
 * search over products, then the shops of the rows shown in one call.
 */
import { Link } from 'react-router-dom';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import type { Product, Shop } from './shop-types.ts';
import { readList, readMany } from '../../common/site-data.ts';

const shown = 12;

const search = async (q: string, signal: AbortSignal) => {
  const products = await readList<Product>('shop/products', { q, _start: 0, _end: shown }, signal);
  const ids = [...new Set(products.rows.map((p) => p.shop_id))];
  const shops = ids.length ? await readMany<Shop>('shop/shops', ids, signal) : [];
  // Plain JSON, as a server-rendered page carries it to the browser.
  return { ...products, shops };
};

export const ProductResults = ({ q }: { q: string }) => {
  const say = useSay();
  const format = useFormat();
  const state = useFetch((signal) => search(q, signal), `product-search/${q}`);
  if (state.loading) return <Loading text={say('shop.search.loading')} />;
  if (state.error) return <ErrorText message={state.error} />;
  if (!state.data?.rows.length) return <Empty text={say('shop.search.empty')} />;
  const { rows, total } = state.data;
  const shops = new Map(state.data.shops.map((shop) => [shop.id, shop]));
  return (
    <>
      {total > rows.length ? <p className="muted">{say('shop.search.first', { shown, total: format.number(total) })}</p> : null}
      <ul className="product-grid">
        {rows.map((product) => (
          <li key={product.id} className="card product-card">
            {product.images?.[0] ? <img src={product.images[0]} alt={product.name} width="320" height="240" loading="lazy" /> : null}
            <h3>
              <Link to={`/products/${product.id}`}>{product.name}</Link>
            </h3>
            <p className="price">{format.kes(product.price)}</p>
            <p className="muted">
              {shops.get(product.shop_id) ? <Link to={`/shops/${product.shop_id}`}>{shops.get(product.shop_id)!.name}</Link> : say('shop.search.noShop')}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
};
