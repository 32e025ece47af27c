export function fetchFirstReads(
  apiUrl: URL,
  paths: string[],
  options?: { timeoutMs?: number },
): Promise<Record<string, unknown>>;

export function firstReadsScript(reads: Record<string, unknown>): string;
