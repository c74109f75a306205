/**
 * Saving is idempotent: saving what is saved already answers 200 with the row kept (201 when it is new), also
 * when two saves race — the unique index keeps one row, and the other save reads it back.
 */
import type { FastifyInstance } from 'fastify';
import { savedItems } from '../../registry/resources/accounts.ts';
import type { Crud } from '../crud/service.ts';
import { HttpError } from '../http-error.ts';
import type { Db } from '../db/dialect.ts';

export const saveOverrides = new Set([`POST ${savedItems.name}`]);

export const saveRoute = async (app: FastifyInstance, { db, crud }: { db: Db; crud: Crud }) => {
  app.post(`/api/${savedItems.name}`, async (request, reply) => {
    try {
      const row = await crud.create(request.user, savedItems, request.body);
      reply.code(201);
      return row;
    } catch (error) {
      // A 409 comes only after the body passed validation, so its target is well formed here.
      if (!(error instanceof HttpError) || error.statusCode !== 409 || !request.user) throw error;
      const { target_type, target_id } = request.body as { target_type: string; target_id: number };
      const kept = await db
        .selectFrom(savedItems.table)
        .select('id')
        .where('owner_id', '=', request.user.id)
        .where('target_type', '=', target_type)
        .where('target_id', '=', target_id)
        .executeTakeFirst();
      if (!kept) throw error;
      return crud.findById(request.user, savedItems, kept.id as number);
    }
  });
};
