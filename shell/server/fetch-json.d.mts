export function fetchJsonAnswer(
  url: string | URL,
  timeoutMs: number,
): Promise<{ status: number; json?: unknown } | undefined>;
export function fetchJson(url: string | URL, timeoutMs: number): Promise<unknown>;
