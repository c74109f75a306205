/**
 * The buyer's delivery and voucher for each shop in the cart, kept in this tab while they go from the cart to
 * checkout, and priced by the server (POST /api/shop/cart/quote) whenever a choice that changes a price changes.
 */
import { api } from '../../common/api.ts';
import { useFetch } from '../../common/use-fetch.ts';
import type { DeliveryChoice, Quote } from './shop-types.ts';

const key = 'elimuhub.checkout-choices';

export const savedChoices = (): DeliveryChoice[] => {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as DeliveryChoice[]) : [];
  } catch {
    return [];
  }
};

export const saveChoices = (choices: DeliveryChoice[]) => sessionStorage.setItem(key, JSON.stringify(choices));

export const forgetChoices = () => sessionStorage.removeItem(key);

/** Only what changes a price: typing an address or a name does not ask the server again. */
const priced = ({ shop_id, method, pickup_point, county, voucher }: DeliveryChoice) => ({ shop_id, method, pickup_point, county, voucher });

export const quoteFor = (choices: DeliveryChoice[]) => api.post<Quote>('shop/cart/quote', { orders: choices });

/** The cart priced shop by shop; `round` asks again after the cart's lines change, showing the last price meanwhile. */
export const useQuote = (choices: DeliveryChoice[], round: number | string) =>
  useFetch(() => quoteFor(choices), `quote/${round}/${JSON.stringify(choices.map(priced))}`, true);
