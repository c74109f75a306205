/** Every failure leaves as JSON {message, errors?} with the right status; a stack trace never does. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, ServiceUnavailable, TooManyRequests } from './http-error.ts';
import { errorAnswerIn } from './i18n/error-words.ts';
import { requestLocale } from './i18n/locale-of.ts';

const statusMessages: Record<number, string> = {
  400: 'The request could not be read. Check that the body is valid JSON.',
  413: 'The upload is too large.',
  415: 'Send JSON (Content-Type: application/json) or a multipart form.',
  429: 'Too many requests. Please wait a moment and try again.',
};

const unitSeconds: Record<string, number> = { second: 1, minute: 60, hour: 3600 };

/** Seconds to wait after a 429: the error's own, or the wait its message names ("Try again in 12 minutes"). */
const retryAfter = (error: HttpError) => {
  if (error instanceof TooManyRequests) return Math.max(1, Math.ceil(error.retryAfterSeconds));
  const named = /in (\d+) (second|minute|hour)s?\b/.exec(error.message);
  return named ? Number(named[1]) * unitSeconds[named[2]!]! : 60;
};

/**
 * However many keys a crafted body gets wrong, the answer stays small: the message, the fields named and each
 * field's words are cut (a form never has more than about 50 fields, nor a message of more than a few lines).
 */
const maxMessage = 2000;
const maxFields = 50;
const maxFieldWords = 500;
const maxFieldName = 100;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const bounded = ({ message, errors }: { message: string; errors?: Record<string, string> }) => ({
  message: cut(message, maxMessage),
  ...(errors
    ? {
        errors: Object.fromEntries(
          Object.entries(errors)
            .slice(0, maxFields)
            .map(([name, words]) => [cut(name, maxFieldName), cut(words, maxFieldWords)]),
        ),
      }
    : {}),
});

/** `unavailable` tells a database that cannot answer for now: a 503 the client may retry, not a bug. */
export const errorHandling = (app: FastifyInstance, unavailable: (error: unknown) => boolean = () => false) => {
  // PostgreSQL text cannot hold NUL characters; refuse them up front on both databases alike.
  app.addHook('preHandler', async (request) => {
    if (request.url.includes('%00') || (request.body && typeof request.body === 'object' && JSON.stringify(request.body).includes('\\u0000')))
      throw new HttpError(400, 'Text cannot contain NUL characters.');
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // The public site names its page's language on every request (Accept-Language); the admin asks for English.
    const locale = requestLocale(undefined, request.headers['accept-language']);
    const answer = (message: string, errors?: Record<string, string>) => bounded(errorAnswerIn(locale, message, errors));
    if (error instanceof HttpError) {
      if (error.statusCode === 429) reply.header('Retry-After', String(retryAfter(error)));
      if (error instanceof ServiceUnavailable) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(answer(error.message, error.errors));
    }
    if (unavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      // An error that knows when to come back (a read over its time budget, say) speaks to the client itself.
      const { retryAfterSeconds } = error as { retryAfterSeconds?: unknown };
      if (typeof retryAfterSeconds === 'number') return reply.code(503).header('Retry-After', String(retryAfterSeconds)).send(answer(error.message));
      return reply.code(503).header('Retry-After', '5').send(answer('ElimuHub cannot reach its database just now. Please try again in a few seconds.'));
    }
    // Two writes that met on the same rows in opposite orders (PostgreSQL picks one to give up): nothing was
    // stored, and the same request sent again goes through.
    if (error.code === '40P01' || error.code === '40001')
      return reply
        .code(409)
        .header('Retry-After', '1')
        .send(answer('Someone else changed the same items at the same moment. Nothing was saved; please try again.'));
    // A form upload cut short or without its boundary, as the multipart reader reports it.
    if (!error.statusCode && /multipart|boundary|part header|unexpected end of form/i.test(error.message))
      return reply.code(400).send(answer('The upload is not a complete multipart form. Choose the file and send it again.'));
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error(error);
      return reply.code(500).send(answer('Something went wrong on our side. Please try again.'));
    }
    const message =
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? statusMessages[415]!
        : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is empty; send the fields as JSON.'
          : error.code?.startsWith('FST_') && status === 400
            ? statusMessages[400]!
            : (statusMessages[status] ?? error.message);
    return reply.code(status).send(answer(message));
  });
};
