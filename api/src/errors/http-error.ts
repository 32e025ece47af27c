/** One error type for everything the API answers with a status other than 2xx. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message = 'Admin access required') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message = 'The upload is too large') => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
