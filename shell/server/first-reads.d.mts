export type FetchFirstReads = ((paths: string[]) => Promise<{
  reads: Record<string, unknown>;
  missing: string[];
  version: string | undefined;
}>) & { forget: () => void; versionNow: (paths: string[]) => string | undefined };

export function createFirstReads(
  apiUrl: URL,
  options?: {
    timeoutMs?: number;
    missTtlMs?: number;
    maxMisses?: number;
    freshMs?: number;
    now?: () => number;
  },
): FetchFirstReads;

export function firstReadsScript(reads: Record<string, unknown>): string;
