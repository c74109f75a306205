/** An error with an HTTP status and a message a person can act on; the error handler turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} was not found.`);
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);

/** 429: the message says when to try again; the error handler adds Retry-After with the same wait. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** 503: something the server needs is away for now; the error handler adds Retry-After, and the client may try again. */
export class ServiceUnavailable extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}
