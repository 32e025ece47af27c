/** An error from a non-ok response. Its message is "<status>: <body or statusText>" (SPEC §8). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's `message` field when the body is JSON that has one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/** Throws an ApiError for any non-ok response. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError(response.status, `${response.status}: ${body || response.statusText}`, body);
}

/**
 * fetch with credentials, JSON bodies and the error format of SPEC §8.
 * FormData bodies are sent as multipart; anything else is sent as JSON.
 */
export async function apiFetch<T = unknown>(
  path: string,
  { body, headers, ...init }: Omit<RequestInit, 'body'> & { body?: unknown } = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
