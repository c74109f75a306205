/** Signing in and out, registration, password resets, and a member's own account (auth/routes.ts, auth/account-routes.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { accountRoutes as account } from '../auth/account-routes.ts';
import { knownDevices } from '../auth/known-devices.ts';
import { noticeOfLock } from '../auth/lock-notice.ts';
import { createLoginThrottle } from '../auth/login-throttle.ts';
import { authRoutes } from '../auth/routes.ts';

const accountRoutes: FastifyPluginAsync = async (app) => {
  const { db, crud, config, counters, mailer, appSecret } = app;
  const notice = noticeOfLock(db, config.loginWindowMs / 60_000);
  // One throttle for signing in and for checking the current password: both guess the same account's password.
  const throttle = createLoginThrottle(counters, config.loginAttempts, config.loginAccountAttempts, config.loginWindowMs, (email) => {
    notice(email).catch((error: Error) => app.log.error({ err: error }, 'The admins could not be told of a locked account'));
  });
  const devices = knownDevices(appSecret, config.publicUrl.startsWith('https:'));
  await app.register(authRoutes, { db, crud, throttle, devices });
  await app.register(account, { db, crud, config, counters, mailer, throttle, devices });
};

export default fp(accountRoutes, {
  name: 'account-routes',
  dependencies: ['abuse-limits', 'app-secret'],
  decorators: { fastify: ['db', 'crud', 'config', 'counters', 'mailer', 'appSecret'], request: ['user'] },
});
