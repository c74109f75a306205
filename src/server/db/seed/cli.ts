/**
 * `npm run seed` migrates and seeds the database named by the environment (as `npm start` would);
 * `npm run seed -- --scale N` also adds N schools and proportional reviews, jobs and news for benchmarks.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDialect } from '../dialect.ts';
import { seedScale } from './scale.ts';
import { openFileStore } from '../../uploads/open-store.ts';
import { scaleCrestNames } from './data/scale.ts';
import { demoLogoPath, writeDemoLogos, writeDemoScenes } from './demo-pictures.ts';

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
  // A bulk load's statements (an index built over a million rows) are not requests: no statement timeout.
  const dialect = await openDialect({ ...config, dbStatementTimeoutMs: 0 });
  const store = await openFileStore(config, {
    warn: (error, message) => console.warn(message, error),
    info: console.log,
    error: (error, message) => console.error(message, error),
  });
  const drawn = Date.now();
  await writeDemoScenes(store);
  await writeDemoLogos(
    store,
    scaleCrestNames.map((name) => ({ name, logo: demoLogoPath(name) })),
  );
  store.close();
  console.log(`${scaleCrestNames.length} shared crests and the campus scenes in ${Date.now() - drawn} ms`);
  await seedScale(dialect, scale, config.openDataDir, (message) => console.log(message));
  await dialect.close();
}
console.log('Seeding done.');
