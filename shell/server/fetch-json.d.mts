export function fetchJson(url: string | URL, timeoutMs: number): Promise<unknown>;
