import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatKes } from '../../common/format.ts';
import type { SessionUser } from '../../common/session.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { removeLine, setQuantity } from './cart-api.ts';
import { cartTotal, useCart } from './use-cart.ts';
import './shop.css';

const CartView = ({ user }: { user: SessionUser }) => {
  const cart = useCart(user.id);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (lineId: number, action: () => Promise<unknown>) => {
    setBusy(lineId);
    setError(null);
    try {
      await action();
      cart.reload();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  if (cart.loading && !cart.data) return <Loading text="Loading your cart..." />;
  if (cart.error) return <ErrorText message={cart.error} />;
  const lines = cart.data ?? [];
  if (!lines.length)
    return (
      <>
        <Empty text="Your cart is empty." />
        <p>
          <Link to="/shops">Browse shops</Link>
        </p>
      </>
    );
  return (
    <>
      {error ? <ErrorText message={error} /> : null}
      <ul className="cart-lines">
        {lines.map((line) => (
          <li key={line.id} className="card cart-line">
            <div>
              <h2>{line.product.name}</h2>
              <p className="muted">{formatKes(line.product.price)} each</p>
            </div>
            <div className="cart-line-actions">
              <label htmlFor={`quantity-${line.id}`}>Quantity</label>
              <select
                id={`quantity-${line.id}`}
                value={line.quantity}
                disabled={busy === line.id}
                onChange={(e) => void change(line.id, () => setQuantity(line.id, Number(e.target.value)))}
              >
                {Array.from({ length: Math.max(10, line.quantity) }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              <button type="button" className="secondary" disabled={busy === line.id} onClick={() => void change(line.id, () => removeLine(line.id))}>
                Remove<span className="visually-hidden"> {line.product.name}</span>
              </button>
            </div>
            <p className="price">{formatKes(line.product.price * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <p className="cart-total">
        Total: <strong>{formatKes(cartTotal(lines))}</strong>
      </p>
      <p>
        <Link className="button" to="/checkout">
          Proceed to checkout
        </Link>
      </p>
    </>
  );
};

export const CartPage = () => (
  <div className="container">
    <PageHeader title="Cart" description="Your ElimuHub shopping cart." />
    <SignInRequired>{(user) => <CartView user={user} />}</SignInRequired>
  </div>
);
