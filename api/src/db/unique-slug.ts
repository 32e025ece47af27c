/** `wanted`, or with a numeric suffix (-2, -3, ...) when `taken` says it is already in use. */
export async function uniqueSlug(
  wanted: string,
  fallback: string,
  taken: (slug: string) => PromiseLike<unknown>,
): Promise<string> {
  const base = wanted || fallback;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
