/**
 * Checkout's own time on the demo database: buyers each with a size of a skirt and a tie from one shop, delivery
 * to a county and a voucher, check out one after another and then eight at a time; p50 and p95 of the answers.
 * The payment provider is the simulated one, which answers at once, so the figures are checkout's own work.
 * Budget: p95 ≤ 150 ms.
 *
 *   npx tsx tests/bench/checkout-latency.ts            # SQLite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/checkout-latency.ts
 */
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

const buyers = 80;
const together = 8;
const budgetMs = 150;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const server = await startServer({ seed: 'demo' });
try {
  const admin = await signInAdmin(server.app);
  const shop = (await admin.get('/api/shop/shops?name=Jitegemee%20Schoolwear')).body[0];
  const [skirt] = (await admin.get(`/api/shop/products?shop_id=${shop.id}&name=${encodeURIComponent('Girls’ Pleated School Skirt')}`)).body;
  const [tie] = (await admin.get(`/api/shop/products?shop_id=${shop.id}&_sort=name&_order=asc&_end=1`)).body;
  const sizes = (await admin.get(`/api/shop/variants?product_id=${skirt.id}`)).body as { id: number }[];
  // Enough of everything that no checkout is refused for stock.
  for (const size of sizes) await admin.patch(`/api/shop/variants/${size.id}`, { stock: 10_000 });
  await admin.patch(`/api/shop/products/${tie.id}`, { stock: 10_000 });
  await admin.post('/api/shop/discounts', { shop_id: shop.id, code: 'BENCH10', percent: 10 });

  const ready: Session[] = [];
  for (let i = 0; i < buyers; i++) {
    const buyer = await member(server.app, 'subscriber', admin);
    await buyer.post('/api/shop/cart', { product_id: skirt.id, variant_id: sizes[i % sizes.length]!.id, quantity: 1 });
    await buyer.post('/api/shop/cart', { product_id: tie.id, quantity: 2 });
    ready.push(buyer);
  }
  const body = {
    payment_method: 'card',
    orders: [{ shop_id: shop.id, method: 'address', county: 'Kiambu', address: 'Ruaka, Limuru Road', contact: 'Wanjiku', voucher: 'BENCH10' }],
  };
  const times: number[] = [];
  const one = async (buyer: Session) => {
    const started = performance.now();
    const answer = await buyer.post('/api/shop/checkout', body);
    times.push(performance.now() - started);
    if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  };
  const alone = ready.slice(0, buyers / 2);
  for (const buyer of alone) await one(buyer);
  const rest = ready.slice(buyers / 2);
  for (let i = 0; i < rest.length; i += together) await Promise.all(rest.slice(i, i + together).map(one));

  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(
    `checkout on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'} (demo data, ${times.length} checkouts, half alone, half ${together} at once): ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; budget p95 ≤ ${budgetMs} ms: ${p95 <= budgetMs ? 'met' : 'MISSED'}`,
  );
  process.exitCode = p95 <= budgetMs ? 0 : 1;
} finally {
  await server.close();
}
