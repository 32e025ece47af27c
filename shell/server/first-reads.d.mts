export function createFirstReads(
  apiUrl: URL,
  options?: { timeoutMs?: number; missTtlMs?: number; maxMisses?: number; now?: () => number },
): (paths: string[]) => Promise<{ reads: Record<string, unknown>; missing: string[] }>;

export function firstReadsScript(reads: Record<string, unknown>): string;
