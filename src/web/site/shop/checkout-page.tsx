import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api, ApiError } from '../../common/api.ts';
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import type { SessionUser } from '../../common/session.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { SignInRequired } from '../ui/sign-in-required.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { forgetChoices, savedChoices, useQuote } from './checkout-choices.ts';
import { ShopTotals } from './shop-totals.tsx';
import { PayerFields } from './payer-fields.tsx';
import type { Order, Payment } from './shop-types.ts';
import { usePayer } from './use-payer.ts';
import { useCart } from './use-cart.ts';
import './shop.css';

/**
 * docs/product.md#cart-checkout-and-payment: Pay shows 'Processing...' with the button disabled for 2 seconds
 * before the payment call.
 */
export const processingDelayMs = 2000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CheckoutForm = ({ user }: { user: SessionUser }) => {
  const say = useSay();
  const format = useFormat();
  const cart = useCart(user.id);
  const navigate = useNavigate();
  const payer = usePayer('checkout');
  const { available } = payer;
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  // The delivery and vouchers chosen on the cart page, for the shops still in the cart.
  const inCart = new Set((cart.data ?? []).map((line) => line.product.shop_id));
  const choices = savedChoices().filter((c) => inCart.has(c.shop_id));
  // Priced again when the cart's lines change, and when checkout found the price changed since it was shown.
  const [repriced, setRepriced] = useState(0);
  const quote = useQuote(choices, `${cart.data?.length ?? 0}.${repriced}`);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const payment = payer.payment();
    if (!payment || !quote.data) return;
    // The total on the button is what the buyer agrees to: the server charges nothing if the cart now costs more or less.
    const shown = quote.data.total;
    setProcessing(true);
    try {
      await wait(processingDelayMs);
      // One order per shop: the confirmation shows them all.
      const { orders } = await api.post<{ order: Order; payment: Payment; orders: Order[]; payments: Payment[] }>('shop/checkout', {
        ...payment,
        orders: choices,
        total: shown,
      });
      forgetChoices();
      navigate(`/checkout-confirmation?order=${orders.map((o) => o.id).join(',')}`);
    } catch (e) {
      payer.refused(e as ApiError);
      setError((e as ApiError).message);
      setProcessing(false);
      // A cart changed elsewhere (409): show what it holds now, and its price, before the buyer pays again.
      if ((e as ApiError).status === 409) {
        cart.reload();
        setRepriced((n) => n + 1);
      }
    }
  };

  if (cart.loading || available.loading) return <Loading text={say('shop.cart.loading')} />;
  if (cart.error || available.error) return <ErrorText message={(cart.error ?? available.error)!} />;
  if (quote.error)
    return (
      <>
        <ErrorText message={quote.error} />
        <Link to="/cart">{say('shop.checkout.changeDelivery')}</Link>
      </>
    );
  const lines = cart.data ?? [];
  if (!lines.length)
    return (
      <>
        <Empty text={say('shop.checkout.empty')} />
        <p>
          <Link to="/shops">{say('shop.cart.browse')}</Link>
        </p>
      </>
    );
  return (
    <div className="checkout">
      <section aria-labelledby="summary-title" className="card">
        <h2 id="summary-title">{say('shop.checkout.summary')}</h2>
        {quote.data?.shops.map((shopQuote) => (
          <div key={shopQuote.shop.id} className="summary-shop">
            <h3>{shopQuote.shop.name}</h3>
            <ul className="summary-lines">
              {shopQuote.lines.map((line) => (
                <li key={line.id}>
                  <span>
                    {line.name} × {line.quantity}
                  </span>
                  <span>{format.kes(line.price * line.quantity)}</span>
                </li>
              ))}
            </ul>
            <p className="muted">
              {shopQuote.delivery.delivery_method === 'address'
                ? say('shop.checkout.deliveryTo', {
                    address: [shopQuote.delivery.delivery_address, shopQuote.delivery.delivery_county].filter(Boolean).join(', '),
                  })
                : say('shop.checkout.pickupAt', { point: shopQuote.delivery.pickup_point ?? '' })}
            </p>
            <ShopTotals quote={shopQuote} />
          </div>
        )) ?? <Loading text={say('shop.cart.pricing')} />}
        <p className="cart-total">
          {say('shop.cart.total')} <strong>{format.kes(quote.data?.total ?? 0)}</strong>
        </p>
        <Link to="/cart">{say('shop.checkout.change')}</Link>
      </section>
      <form className="card form" onSubmit={pay} noValidate aria-labelledby="payment-title">
        <h2 id="payment-title">{say('shop.checkout.payment')}</h2>
        <PayerFields {...payer.fields} disabled={processing} />
        {error ? <ErrorText message={error} /> : null}
        <button type="submit" disabled={processing || quote.loading || !quote.data || !available.methods.length} aria-busy={processing}>
          {processing ? say('shop.checkout.processing') : say('shop.checkout.pay', { amount: format.kes(quote.data?.total ?? 0) })}
        </button>
      </form>
    </div>
  );
};

export const CheckoutPage = () => (
  <div className="container">
    <PageHeader page="/checkout" />
    <SignInRequired>{(user) => <CheckoutForm user={user} />}</SignInRequired>
  </div>
);
