/** An error whose message is safe to show the client, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 429: how many seconds until trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds = 60) =>
  new HttpError(429, message, retryAfterSeconds);
