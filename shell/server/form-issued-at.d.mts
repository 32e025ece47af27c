export function formIssuedAt(
  sessionSecret: string,
  options?: { now?: () => number },
): {
  issue(): string;
  issuedAt(value: unknown): number | undefined;
};
