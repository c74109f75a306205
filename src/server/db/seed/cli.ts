/**
 * `npm run seed` migrates and seeds the database named by the environment (as `npm start` would);
 * `npm run seed -- --scale N` also adds N schools and proportional reviews, jobs and news for benchmarks.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDialect } from '../dialect.ts';
import { seedScale } from './scale.ts';

const { values } = parseArgs({ options: { scale: { type: 'string' } } });
const scale = values.scale === undefined ? 0 : Number(values.scale);
if (!Number.isInteger(scale) || scale < 0) {
  console.error(`--scale needs a whole number, got "${values.scale}"`);
  process.exit(2);
}

const config = loadConfig(process.env, { logLevel: 'warn' });
// Building the app once migrates, bootstraps and seeds the demo data exactly as a start does.
await (await buildApp(config)).close();
if (scale) {
  const dialect = await openDialect(config);
  await seedScale(dialect.db, scale, (message) => console.log(message));
  await dialect.close();
}
console.log('Seeding done.');
