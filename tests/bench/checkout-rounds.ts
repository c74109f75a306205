/**
 * Checkout under concurrency across two instances. Each round puts a new product with 5 in stock in the carts of
 * 18 buyers, then sends 20 checkouts at once spread over both instances: every buyer once, and two of them a
 * second time to the other instance, as a double click through a load balancer would. Counted afterwards through
 * the API: units sold beyond the stock (oversold) and buyers with more than one order (double orders).
 */
import { client, member, type Session } from '../helpers/client.ts';
import { from, type Deployment } from '../helpers/deployment.ts';
import type { RunningServer } from '../helpers/server-process.ts';

const stock = 5;
const buyerCount = 18;
const doubleSubmitters = 2;

export interface Round {
  /** Answers to the 20 checkouts by status. */
  statuses: Record<number, number>;
  unitsSold: number;
  stockLeft: number;
  oversold: number;
  doubleOrders: number;
}

interface OrderRow {
  owner_id: number;
  lines: { product_id: number; quantity: number }[];
}

const expectStatus = async (work: Promise<{ status: number; body: unknown }>, status: number, what: string) => {
  const reply = await work;
  if (reply.status !== status) throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body as { id: number };
};

/** Empties the buyer's cart (a refused checkout leaves its lines) and puts one of `product` in it. */
const fillCart = async (buyer: Session, product: number) => {
  for (const line of (await buyer.get('/api/shop/cart')).body as { id: number }[]) await buyer.delete(`/api/shop/cart/${line.id}`);
  await expectStatus(buyer.post('/api/shop/cart', { product_id: product, quantity: 1 }), 201, 'adding to the cart');
};

const oneRound = async (admin: Session, buyers: Session[], [a, b]: RunningServer[], n: number): Promise<Round> => {
  const shop = await expectStatus(admin.post('/api/shop/shops', { name: `Duka la Mzunguko ${n}`, moderation: 'approved' }), 201, 'a shop');
  const product = await expectStatus(
    admin.post('/api/shop/products', { shop_id: shop.id, name: 'Geometry set', price: 350, stock, moderation: 'approved' }),
    201,
    'a product',
  );
  for (const buyer of buyers) await fillCart(buyer, product.id);

  const attempts = [
    ...buyers.map((buyer, i) => [buyer, i % 2 ? b! : a!] as const),
    ...buyers.slice(0, doubleSubmitters).map((buyer, i) => [buyer, i % 2 ? a! : b!] as const),
  ];
  const answers = await Promise.all(
    attempts.map(([buyer, server]) => client(from(server), buyer.token).post('/api/shop/checkout', { payment_method: 'card' })),
  );
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;

  const orders = (await admin.get(`/api/shop/orders?shop_id=${shop.id}&_end=100`)).body as OrderRow[];
  const unitsSold = orders
    .flatMap((order) => order.lines)
    .filter((line) => line.product_id === product.id)
    .reduce((sum, line) => sum + line.quantity, 0);
  const perBuyer = new Map<number, number>();
  for (const order of orders) perBuyer.set(order.owner_id, (perBuyer.get(order.owner_id) ?? 0) + 1);
  const stockLeft = (await client(from(b!)).get(`/api/shop/products/${product.id}`)).body.stock as number;
  return {
    statuses,
    unitsSold,
    stockLeft,
    oversold: Math.max(0, unitsSold - stock, -stockLeft),
    doubleOrders: [...perBuyer.values()].reduce((sum, count) => sum + count - 1, 0),
  };
};

/** Up to `rounds` rounds, fewer if `deadline` (ms since the epoch) comes first. */
export const checkoutRounds = async (deployment: Deployment, admin: Session, rounds: number, deadline: number) => {
  const buyers: Session[] = [];
  for (let i = 0; i < buyerCount; i++) buyers.push(await member(from(deployment.instances[i % 2]!), 'subscriber', admin));
  const results: Round[] = [];
  for (let n = 1; n <= rounds && Date.now() < deadline; n++) results.push(await oneRound(admin, buyers, deployment.instances, n));
  return results;
};
