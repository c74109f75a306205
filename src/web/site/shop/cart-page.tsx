/**
 * The cart, shop by shop: each shop's lines, how its order reaches the buyer, a voucher checked by the server,
 * and its subtotal, delivery and total. Each shop sends its own order, so each has its own choices.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../common/api.ts';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import type { SessionUser } from '../../common/session.ts';
import { FieldError } from '../ui/field.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { removeLine, setQuantity } from './cart-api.ts';
import { quoteFor, saveChoices, savedChoices, useQuote } from './checkout-choices.ts';
import { DeliveryFields } from './delivery-fields.tsx';
import { ShopTotals } from './shop-totals.tsx';
import type { DeliveryChoice, ShopQuote } from './shop-types.ts';
import { useCart } from './use-cart.ts';
import './shop.css';

const VoucherField = ({ quote, check, remove }: { quote: ShopQuote; check: (code: string) => Promise<string | null>; remove: () => void }) => {
  const say = useSay();
  const format = useFormat();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `voucher-${quote.shop.id}`;
  if (quote.voucher)
    return (
      <p className="voucher-applied" role="status">
        {say('shop.cart.voucher')} <strong>{quote.voucher.code}</strong>: {say('shop.cart.voucherOff', { amount: format.kes(quote.discount) })}{' '}
        <button type="button" className="link-button" onClick={remove}>
          {say('shop.cart.removeVoucher')}
        </button>
      </p>
    );
  return (
    <form
      className="voucher"
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) return setError(say('shop.cart.enterVoucher'));
        setBusy(true);
        void check(code.trim()).then((message) => {
          setError(message);
          setBusy(false);
        });
      }}
    >
      <label htmlFor={id}>{say('shop.cart.voucherFor', { shop: quote.shop.name })}</label>
      <div className="voucher-row">
        <input
          id={id}
          value={code}
          maxLength={40}
          autoCapitalize="characters"
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="secondary" disabled={busy}>
          {say(busy ? 'shop.cart.checking' : 'shop.cart.check')}
        </button>
      </div>
      <FieldError id={id} error={error} />
    </form>
  );
};

const CartView = ({ user }: { user: SessionUser }) => {
  const say = useSay();
  const format = useFormat();
  const cart = useCart(user.id);
  const [round, setRound] = useState(0);
  const [choices, setChoices] = useState<DeliveryChoice[]>(savedChoices);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Choices for shops no longer in the cart are dropped, so the quote never names them.
  const inCart = new Set((cart.data ?? []).map((line) => line.product.shop_id));
  const current = choices.filter((c) => inCart.has(c.shop_id));
  const quote = useQuote(current, round);

  const choiceFor = (shopQuote: ShopQuote): DeliveryChoice =>
    current.find((c) => c.shop_id === shopQuote.shop.id) ?? { shop_id: shopQuote.shop.id, method: 'pickup', pickup_point: shopQuote.shop.pickup_points[0] };
  const choose = (choice: DeliveryChoice) => {
    const next = [...choices.filter((c) => c.shop_id !== choice.shop_id), choice];
    setChoices(next);
    saveChoices(next);
  };
  /** Asks the server whether the voucher applies; null when it does (and it is kept), else the reason. */
  const checkVoucher = async (shopQuote: ShopQuote, code: string) => {
    const choice = { ...choiceFor(shopQuote), voucher: code };
    try {
      await quoteFor([...current.filter((c) => c.shop_id !== choice.shop_id), choice]);
      choose(choice);
      return null;
    } catch (e) {
      return (e as ApiError).message;
    }
  };

  const change = async (lineId: number, action: () => Promise<unknown>) => {
    setBusy(lineId);
    setError(null);
    try {
      await action();
      cart.reload();
      setRound((n) => n + 1);
    } catch (e) {
      // A line removed in another tab: say so in the page's words and show the cart as it is now.
      const gone = (e as ApiError).status === 404;
      setError(gone ? say('shop.cart.lineGone') : (e as Error).message);
      if (gone) {
        cart.reload();
        setRound((n) => n + 1);
      }
    } finally {
      setBusy(null);
    }
  };

  if (cart.loading && !cart.data) return <Loading text={say('shop.cart.loading')} />;
  if (cart.error) return <ErrorText message={cart.error} />;
  if (!cart.data?.length)
    return (
      <>
        {error ? <ErrorText message={error} /> : null}
        <Empty text={say('shop.cart.empty')} />
        <p>
          <Link to="/shops">{say('shop.cart.browse')}</Link>
        </p>
      </>
    );
  if (quote.error)
    return (
      <>
        <ErrorText message={quote.error} />
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setChoices([]);
            saveChoices([]);
          }}
        >
          {say('shop.cart.restart')}
        </button>
      </>
    );
  if (!quote.data) return <Loading text={say('shop.cart.pricing')} />;
  return (
    <div aria-busy={quote.loading}>
      {error ? <ErrorText message={error} /> : null}
      {quote.data.shops.map((shopQuote) => (
        <section key={shopQuote.shop.id} className="card cart-shop" aria-labelledby={`cart-shop-${shopQuote.shop.id}`}>
          <h2 id={`cart-shop-${shopQuote.shop.id}`}>
            <Link to={`/shops/${shopQuote.shop.id}`}>{shopQuote.shop.name}</Link>
          </h2>
          <ul className="cart-lines">
            {shopQuote.lines.map((line) => (
              <li key={line.id} className="cart-line">
                <div>
                  <h3>
                    <Link to={`/products/${line.product_id}`}>{line.name}</Link>
                  </h3>
                  <p className="muted">{say('shop.cart.each', { price: format.kes(line.price) })}</p>
                </div>
                <div className="cart-line-actions">
                  <label htmlFor={`quantity-${line.id}`}>{say('shop.cart.quantity')}</label>
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
                    {say('shop.cart.remove')}
                    <span className="visually-hidden"> {line.name}</span>
                  </button>
                </div>
                <p className="price">{format.kes(line.price * line.quantity)}</p>
              </li>
            ))}
          </ul>
          <DeliveryFields quote={shopQuote} choice={choiceFor(shopQuote)} onChange={choose} />
          <VoucherField
            quote={shopQuote}
            check={(code) => checkVoucher(shopQuote, code)}
            remove={() => choose({ ...choiceFor(shopQuote), voucher: undefined })}
          />
          <ShopTotals quote={shopQuote} />
        </section>
      ))}
      <p className="cart-total">
        {quote.data.shops.length > 1 ? `${say('shop.cart.orders', { count: quote.data.shops.length })} ` : ''}
        {say('shop.cart.total')} <strong>{format.kes(quote.data.total)}</strong>
      </p>
      <p>
        <Link className="button" to="/checkout">
          {say('shop.cart.checkout')}
        </Link>
      </p>
    </div>
  );
};

export const CartPage = () => (
  <div className="container">
    <PageHeader page="/cart" />
    <SignInRequired>{(user) => <CartView user={user} />}</SignInRequired>
  </div>
);
