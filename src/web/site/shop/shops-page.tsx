import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../ui/page-header.tsx';
import { PagedListView } from '../ui/paged-list-view.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import { ProductResults } from './product-results.tsx';
import type { Shop } from './shop-types.ts';
import './shop.css';

const pageSize = 12;

export const ShopsPage = () => {
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
      <PageHeader page='/shops'>
        <p className="header-actions">
          <Link to="/cart">Your cart</Link>
          <Link to="/orders">Your orders</Link>
          <Link to="/register-shop">Add your shop</Link>
        </p>
      </PageHeader>
      <form className="filters" role="search" onSubmit={search} aria-label="Search shops and products">
        <div className="field grow">
          <label htmlFor="shop-q">Search</label>
          <input id="shop-q" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Uniforms, sweater, textbooks, region…" />
        </div>
        <div className="filter-actions">
          <button type="submit">Search</button>
        </div>
      </form>
      {q ? (
        <section aria-labelledby="product-results" className="search-section">
          <h2 id="product-results">Products</h2>
          <ProductResults q={q} />
        </section>
      ) : null}
      {q ? <h2 className="search-section">Shops</h2> : null}
      <PagedListView list={list} loadingText="Loading shops..." emptyText={q ? 'No shops match this search.' : 'No shops yet.'}>
        {(rows) => (
          <ul className="card-grid shop-list">
            {rows.map((shop) => (
              <li key={shop.id} className="card shop-card">
                <h2>
                  <Link to={`/shops/${shop.id}`}>{shop.name}</Link>
                </h2>
                <p>{shop.physical_address || 'Address not provided'}</p>
                <p className="muted">Wholesale region: {shop.wholesale_region || 'Not provided'}</p>
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </div>
  );
};
