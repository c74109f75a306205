/**
 * How an order reaches its buyer: collected at one of the shop's pickup points, or delivered to an address for
 * the fee the shop set for that county. The fee always comes from the shop's table here, never from the client.
 */
import { z } from 'zod';
import { deliveryFees, deliveryMethods, type DeliveryFees } from '../../registry/resources/shop.ts';
import { counties } from '../../registry/choices.ts';
import { badRequest } from '../http-error.ts';
import type { DeliveryChoice as SentChoice } from '../../registry/delivery-choice.ts';

const countyNames = new Set<string>(counties);

const phoneNumber = 'Enter a phone number, like 0712 345 678.';

/** The buyer's choice for one shop's order, as checkout and the quote receive it. */
export const deliveryChoice = z
  .object({
    shop_id: z.number().int().positive(),
    method: z.enum(deliveryMethods, { error: 'Choose pickup or delivery to an address.' }).default('pickup'),
    pickup_point: z.string().trim().max(300).optional(),
    county: z.string().trim().max(80).optional(),
    address: z.string().trim().max(300).optional(),
    contact: z.string().trim().max(120).optional(),
    // An empty one is none.
    phone: z
      .string({ error: phoneNumber })
      .trim()
      .regex(/^(\+?[0-9][0-9 ()-]{6,19})?$/, phoneNumber)
      .transform((phone) => phone || undefined)
      .optional(),
    voucher: z.string().trim().max(40).optional(),
  })
  .strict();
export type DeliveryChoice = z.infer<typeof deliveryChoice>;

type Taken = z.input<typeof deliveryChoice>;
type Same<A, B> = [A, keyof A] extends [B, keyof B] ? ([B, keyof B] extends [A, keyof A] ? true : false) : false;
type Holds<T extends true> = T;
/** The site sends the registry's choice (src/registry/delivery-choice.ts): a schema that takes other fields does not compile. */
export type TakesSentChoice = Holds<Same<SentChoice, Taken>>;

export interface ShopDelivery {
  id: number;
  name: string;
  physical_address: string | null;
  pickup_points: string | null;
  delivery_fees: string | null;
}

/** Where a shop's buyers may collect: its pickup points, or the shop itself when it names none. */
export const pickupPoints = (shop: ShopDelivery): string[] => {
  const points = shop.pickup_points ? (JSON.parse(shop.pickup_points) as string[]) : [];
  return points.length ? points : [shop.physical_address ? `At the shop: ${shop.physical_address}` : `At ${shop.name}`];
};

export const feeTable = (shop: ShopDelivery): DeliveryFees | null => {
  if (!shop.delivery_fees) return null;
  const parsed = deliveryFees.safeParse(JSON.parse(shop.delivery_fees));
  return parsed.success ? parsed.data : null;
};

/** The fee for a county: the shop's own figure for it, else its default; null when it does not deliver there. */
export const feeFor = (fees: DeliveryFees | null, county: string) => fees?.counties[county] ?? fees?.default ?? null;

export interface Delivery {
  delivery_method: 'pickup' | 'address';
  pickup_point: string | null;
  delivery_county: string | null;
  delivery_address: string | null;
  delivery_contact: string | null;
  delivery_phone: string | null;
  delivery_fee: number;
}

/**
 * Checks a choice against the shop and prices it. Without a choice the order is collected at the first pickup
 * point. A draft (the cart's quote, before the address is typed) is priced without its address.
 */
export const arrangeDelivery = (shop: ShopDelivery, choice: DeliveryChoice | undefined, draft = false): Delivery => {
  const points = pickupPoints(shop);
  const none = { delivery_county: null, delivery_address: null, delivery_contact: choice?.contact || null, delivery_phone: choice?.phone || null };
  if (!choice || choice.method === 'pickup') {
    const point = choice?.pickup_point || points[0]!;
    if (!points.includes(point))
      throw badRequest(`${shop.name} has no pickup point "${point}"; choose one of: ${points.join('; ')}.`, {
        pickup_point: 'Choose one of the listed pickup points.',
      });
    return { delivery_method: 'pickup', pickup_point: point, ...none, delivery_fee: 0 };
  }
  const county = choice.county ?? '';
  if (!countyNames.has(county)) throw badRequest('Choose the county to deliver to.', { county: 'Choose the county to deliver to.' });
  if (!choice.address && !draft) throw badRequest('Enter the delivery address.', { address: 'Enter the delivery address.' });
  const fee = feeFor(feeTable(shop), county);
  if (fee === null)
    throw badRequest(`${shop.name} does not deliver to ${county}; choose pickup or another county.`, { county: `${shop.name} does not deliver to ${county}.` });
  return { ...none, delivery_method: 'address', pickup_point: null, delivery_county: county, delivery_address: choice.address ?? null, delivery_fee: fee };
};
