import { Link } from 'react-router-dom';
import { formatDate, formatKes } from '../../common/format.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { usePagedList } from '../ui/use-paged-list.ts';
import { orderStatusLabels } from '../../../registry/order-moves.ts';
import { methodLabel } from './payment-methods.ts';
import type { Order } from './shop-types.ts';
import './shop.css';

const pageSize = 20;

const OrderList = () => {
  const list = usePagedList<Order>('shop/orders', { _sort: 'created_at', _order: 'desc' }, pageSize);
  if (list.loading) return <Loading text="Loading your orders..." />;
  if (list.error) return <ErrorText message={list.error} />;
  if (!list.data?.rows.length) return <Empty text="No orders found in your cart." />;
  return (
    <>
      <ul className="record-list">
        {list.data.rows.map((order) => (
          <li key={order.id} className="card record">
            <h2>
              <Link to={`/orders/${order.id}`}>Order #{order.id}</Link>
            </h2>
            <p>{order.lines.map((l) => `${l.name}${l.variant ? ` (${l.variant})` : ''} × ${l.quantity}`).join(', ')}</p>
            <p className="muted">
              Quantity {order.lines.reduce((n, l) => n + l.quantity, 0)} · {methodLabel(order.payment_method)} · {formatDate(order.created_at)}
            </p>
            <p className="record-end">
              <span className="price">{formatKes(order.total)}</span>
              <span className={`status status-${order.status}`}>{orderStatusLabels[order.status]}</span>
            </p>
          </li>
        ))}
      </ul>
      <Pagination page={list.page} total={list.data.total} pageSize={pageSize} />
    </>
  );
};

export const OrdersPage = () => (
  <div className="container">
    <PageHeader page='/orders'>
      <p className="header-actions">
        <Link to="/payments">Your payments</Link>
        <Link to="/cart">Your cart</Link>
      </p>
    </PageHeader>
    <SignInRequired>{() => <OrderList />}</SignInRequired>
  </div>
);
