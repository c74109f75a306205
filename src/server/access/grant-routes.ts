/** GET /api/auth/grants: what the signed-in user's roles may do, so the admin can show exactly that. */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.ts';
import type { Permissions } from './permissions.ts';

export const grantRoutes = async (app: FastifyInstance, { permissions }: { permissions: Permissions }) => {
  app.get('/api/auth/grants', async (request) => {
    if (!request.user) throw new HttpError(401, 'Please sign in to see what your account may do.');
    return { roles: request.user.roles, admin: request.user.roles.includes('admin'), grants: permissions.grantsOf(request.user) };
  });
};
