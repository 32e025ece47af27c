/** How many people one page of a dashboard list shows. */
export const PEOPLE_PAGE_SIZE = 25;

/**
 * The SWR key (and URL) of one page of an admin list: `path?name=value...` in the given order,
 * leaving out empty values, so the same filters always make the same key.
 */
export function listKey(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
