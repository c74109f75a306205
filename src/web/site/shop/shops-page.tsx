import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../ui/page-header.tsx';
import { PagedListView } from '../ui/paged-list-view.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import { ProductResults } from './product-results.tsx';
import type { Shop } from './shop-types.ts';
import { useSay } from '../../common/say.ts';
import './shop.css';

const pageSize = 12;

export const ShopsPage = () => {
  const say = useSay();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const list = usePagedList<Shop>('shop/shops', q ? { q } : { _sort: 'name', _order: 'asc' }, pageSize);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <div className="container">
      <PageHeader page="/shops">
        <p className="header-actions">
          <Link to="/cart">{say('shop.list.cart')}</Link>
          <Link to="/orders">{say('shop.list.orders')}</Link>
          <Link to="/register-shop">{say('shop.list.addShop')}</Link>
        </p>
      </PageHeader>
      <form className="filters" role="search" onSubmit={search} aria-label={say('shop.list.searchLabel')}>
        <div className="field grow">
          <label htmlFor="shop-q">{say('shop.list.search')}</label>
          <input id="shop-q" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={say('shop.list.searchHint')} />
        </div>
        <div className="filter-actions">
          <button type="submit">{say('shop.list.search')}</button>
        </div>
      </form>
      {q ? (
        <section aria-labelledby="product-results" className="search-section">
          <h2 id="product-results">{say('shop.list.products')}</h2>
          <ProductResults q={q} />
        </section>
      ) : null}
      {q ? <h2 className="search-section">{say('shop.shops')}</h2> : null}
      <PagedListView list={list} loadingText={say('shop.list.loading')} emptyText={say(q ? 'shop.list.noMatch' : 'shop.list.empty')}>
        {(rows) => (
          <ul className="card-grid shop-list">
            {rows.map((shop) => (
              <li key={shop.id} className="card shop-card">
                <h2>
                  <Link to={`/shops/${shop.id}`}>{shop.name}</Link>
                </h2>
                <p>{shop.physical_address || say('shop.list.noAddress')}</p>
                <p className="muted">{say('shop.list.region', { region: shop.wholesale_region || say('format.notProvided') })}</p>
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </div>
  );
};
