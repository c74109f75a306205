import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { readList, readOne } from '../../common/site-data.ts';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import { useSession } from '../../common/session.ts';
import { Notice } from '../ui/notice.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { addToCart } from './cart-api.ts';
import type { Product, Variant } from './shop-types.ts';

const pageSize = 12;

type AddResult = { kind: 'success' | 'error'; text: string } | null;

/**
 * The shop's products with Add to cart. A visitor is sent to sign in and brought back with ?add={product}, and the
 * product they chose goes into the cart then, so they do not have to find it again.
 */
export const ShopProducts = ({ shopId }: { shopId: number }) => {
  const say = useSay();
  const format = useFormat();
  const user = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const list = usePagedList<Product>('shop/products', { shop_id: shopId, _sort: 'name', _order: 'asc' }, pageSize);
  // Products sold in sizes are chosen on their own page; one call finds which of this page's products they are.
  const productIds = (list.data?.rows ?? []).map((p) => p.id);
  const ids = productIds.map((id) => `product_id=${id}`).join('&');
  const sized = useFetch(
    ids ? (signal) => readList<Variant>('shop/variants', { product_id: productIds, _start: 0, _end: 100 }, signal).then((r) => r.rows) : null,
    `sizes/${ids}`,
  );
  const hasSizes = new Set((sized.data ?? []).map((v) => v.product_id));
  const [adding, setAdding] = useState<number | null>(null);
  const [notice, setNotice] = useState<AddResult>(null);

  const add = async (product: Product) => {
    if (!user) {
      const back = new URLSearchParams(params);
      back.set('add', String(product.id));
      navigate(`/login?next=${encodeURIComponent(`${pathname}?${back}`)}`);
      return;
    }
    setAdding(product.id);
    setNotice(null);
    try {
      await addToCart(product.id);
      setNotice({ kind: 'success', text: say('shop.add.added', { name: product.name }) });
    } catch (error) {
      setNotice({ kind: 'error', text: say('shop.add.error', { message: (error as Error).message }) });
    } finally {
      setAdding(null);
    }
  };

  // The product chosen before signing in, added once when the member is back and the products are loaded.
  const pending = Number(params.get('add')) || null;
  const handled = useRef<number | null>(null);
  const rows = list.data?.rows;
  // Adding reads the latest render's session and address; a new `add` on each render is no reason to look again.
  const addChosen = useEffectEvent((product: Product) => void add(product));
  useEffect(() => {
    if (!user || !pending || !rows || handled.current === pending) return;
    handled.current = pending;
    setParams(
      (current) => {
        current.delete('add');
        return current;
      },
      { replace: true },
    );
    const product = rows.find((p) => p.id === pending);
    if (product) addChosen(product);
    else
      void readOne<Product>('shop/products', pending).then(
        (found) => addChosen(found),
        () => undefined,
      );
    // The ref adds each pending product once: the effect may run again before the address has lost its `add` (a
    // new session user or list, Strict Mode's second run).
  }, [user, pending, rows, setParams]);

  if (list.loading) return <Loading text={say('shop.products.loading')} />;
  if (list.error) return <ErrorText message={list.error} />;
  if (!list.data?.rows.length) return <Empty text={say('shop.products.empty')} />;
  return (
    <>
      {notice ? (
        <Notice kind={notice.kind}>
          <p>
            {notice.text} {notice.kind === 'success' ? <Link to="/cart">{say('shop.add.viewCart')}</Link> : null}
          </p>
        </Notice>
      ) : null}
      <ul className="product-grid">
        {list.data.rows.map((product) => (
          <li key={product.id} className="card product-card">
            {product.images?.[0] ? <img src={product.images[0]} alt={product.name} width="320" height="240" loading="lazy" /> : null}
            <h3>
              <Link to={`/products/${product.id}`}>{product.name}</Link>
            </h3>
            {product.category ? <p className="muted">{product.category}</p> : null}
            <p className="price">{format.kes(product.price)}</p>
            {hasSizes.has(product.id) ? (
              <p className="muted">{say('shop.products.sizes')}</p>
            ) : (
              <p className="muted">{product.stock > 0 ? say('shop.products.inStock', { count: product.stock }) : say('shop.products.outOfStock')}</p>
            )}
            {hasSizes.has(product.id) ? (
              <Link className="button" to={`/products/${product.id}`}>
                {say('shop.products.chooseSize')}
                <span className="visually-hidden"> {say('shop.products.sizeOf', { name: product.name })}</span>
              </Link>
            ) : (
              <button type="button" onClick={() => void add(product)} disabled={adding === product.id || product.stock < 1}>
                {say(adding === product.id ? 'shop.add.adding' : 'shop.add.button')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={list.page} total={list.data.total} pageSize={pageSize} />
    </>
  );
};
