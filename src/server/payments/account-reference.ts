/**
 * The AccountReference of an STK push: what the buyer sees on the prompt and the statement, and what a person
 * matches a payment by. Daraja keeps 12 characters, so a longer one would be cut, and "Order 1234567" cut to
 * "Order 123456" names another order. `ORD-<order id>` and `PLAN-<subscription id>` are used while they fit; a
 * longer id drops the word (`O-<id>`, `P-<id>`: ids stop at 2147483647, ten digits), so each reference names one
 * thing, in full.
 */
const daraja = 12;

const fitted = (long: string, short: string, id: number) => {
  const reference = `${long}-${id}`.length <= daraja ? `${long}-${id}` : `${short}-${id}`;
  if (reference.length > daraja) throw new Error(`Id ${id} is too long for an M-Pesa account reference`);
  return reference;
};

export const accountReference = (payment: { order_id: number | null; subscription_id: number | null }) =>
  payment.order_id ? fitted('ORD', 'O', payment.order_id) : fitted('PLAN', 'P', payment.subscription_id!);
