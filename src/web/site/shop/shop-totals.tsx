/** One shop's money: items, delivery, voucher and total, as the server priced them. */
import { useFormat } from '../../common/use-format.ts';
import { useSay } from '../../common/say.ts';
import type { ShopQuote } from './shop-types.ts';

export const ShopTotals = ({ quote }: { quote: ShopQuote }) => {
  const say = useSay();
  const format = useFormat();
  return (
    <dl className="shop-totals">
      <dt>{say('shop.totals.items')}</dt>
      <dd>{format.kes(quote.subtotal)}</dd>
      <dt>
        {quote.delivery.delivery_method === 'address'
          ? say('shop.totals.deliveryTo', { county: quote.delivery.delivery_county ?? '' })
          : say('shop.totals.pickup')}
      </dt>
      <dd>{quote.delivery.delivery_fee ? format.kes(quote.delivery.delivery_fee) : say('shop.totals.free')}</dd>
      {quote.voucher ? (
        <>
          <dt>{say('shop.totals.voucher', { code: quote.voucher.code })}</dt>
          <dd>−{format.kes(quote.discount)}</dd>
        </>
      ) : null}
      <dt className="shop-total">{say('shop.totals.total', { shop: quote.shop.name })}</dt>
      <dd className="shop-total">{format.kes(quote.total)}</dd>
    </dl>
  );
};
