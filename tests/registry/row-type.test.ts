/**
 * RowOf derives a row's type from its resource's definition (src/registry/row-type.ts). These assertions are
 * checked by the type checker (`npm run typecheck`); the test itself only runs them.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { OrderLine, OrderStatus } from '../../src/registry/resources/shop.ts';
import type { RowOf } from '../../src/registry/row-type.ts';

describe('RowOf', () => {
  it('types each field by its kind, never null when required or defaulted', () => {
    type Order = RowOf<'shop/orders'>;
    expectTypeOf<Order['id']>().toEqualTypeOf<number>();
    expectTypeOf<Order['created_at']>().toEqualTypeOf<string>();
    expectTypeOf<Order['owner_id']>().toEqualTypeOf<number>();
    expectTypeOf<Order['status']>().toEqualTypeOf<OrderStatus>();
    expectTypeOf<Order['delivery_fee']>().toEqualTypeOf<number>();
    expectTypeOf<Order['subtotal']>().toEqualTypeOf<number | null>();
    expectTypeOf<Order['lines']>().toEqualTypeOf<OrderLine[]>();
    expectTypeOf<Order['phone']>().toEqualTypeOf<string | null>();
  });

  it('adds the moderation fields of a moderated resource, those only the owner reads as optional', () => {
    type Shop = RowOf<'shop/shops'>;
    expectTypeOf<Shop['moderation']>().toEqualTypeOf<'pending' | 'approved' | 'rejected'>();
    expectTypeOf<Shop>().toHaveProperty('moderation_note');
    expectTypeOf<Pick<Shop, 'revised'>>().toEqualTypeOf<{ revised?: boolean }>();
    expectTypeOf<Shop['gallery']>().toEqualTypeOf<string[] | null>();
  });

  it('leaves out what is never answered', () => {
    expectTypeOf<RowOf<'auth/users'>>().not.toHaveProperty('password');
    expectTypeOf<RowOf<'support/faqs'>>().not.toHaveProperty('owner_id');
  });
});
