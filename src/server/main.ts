/** Starts ElimuHub on PORT: migrates, bootstraps, seeds demo data on an empty database, then listens. */
import './heap-growth.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

// A setting that cannot work stops the start with its reason, not a stack trace.
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`ElimuHub cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
// A database that cannot be reached at start is said in one line too; the process manager starts it again.
const app = await buildApp(config).catch((error: unknown) => {
  console.error(`ElimuHub cannot start: ${(error as Error).message}`);
  process.exit(1);
});
await app.listen({ port: config.port, host: config.host });

// On SIGTERM (a deploy, a scale-down) stop taking requests, let those under way finish, then exit; a request
// that is still not done by the deadline does not keep the process alive.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    setTimeout(() => {
      app.log.warn(`Requests still under way after ${config.shutdownTimeoutMs} ms; exiting anyway.`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    void app.close().then(() => process.exit(0));
    // A kept-alive connection (a proxy's) whose last request has just been answered is closed at once, rather
    // than held until the deadline.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
  });
