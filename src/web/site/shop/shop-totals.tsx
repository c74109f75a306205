/** One shop's money: items, delivery, voucher and total, as the server priced them. */
import { formatKes } from '../../common/format.ts';
import type { ShopQuote } from './shop-types.ts';

export const ShopTotals = ({ quote }: { quote: ShopQuote }) => (
  <dl className="shop-totals">
    <dt>Items</dt>
    <dd>{formatKes(quote.subtotal)}</dd>
    <dt>{quote.delivery.delivery_method === 'address' ? `Delivery to ${quote.delivery.delivery_county}` : 'Pickup'}</dt>
    <dd>{quote.delivery.delivery_fee ? formatKes(quote.delivery.delivery_fee) : 'Free'}</dd>
    {quote.voucher ? (
      <>
        <dt>Voucher {quote.voucher.code}</dt>
        <dd>−{formatKes(quote.discount)}</dd>
      </>
    ) : null}
    <dt className="shop-total">Total from {quote.shop.name}</dt>
    <dd className="shop-total">{formatKes(quote.total)}</dd>
  </dl>
);
