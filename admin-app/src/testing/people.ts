import type { FakeRequest } from '@da-boulder/shared-ui/testing';

/** One page of an admin list, as the API answers it. */
export function pageOf<T>(name: string, items: T[], { total = items.length, page = 1 } = {}) {
  return { [name]: items, total, page, pageSize: 25 };
}

/**
 * mockApi's routes for a people list (`/api/cms/<plural>`) holding `items`: the held ones listed
 * under `?held=true` alone, and each released by its POST .../release, answered with `released`.
 */
export function heldListRoutes<T extends { id: string; held: boolean }>(
  plural: string,
  items: T[],
  released: string,
) {
  let stored = items;
  const routes: Record<string, (request: FakeRequest) => { body: unknown }> = {
    [`/api/cms/${plural}`]: ({ query }) => ({
      body: pageOf(
        plural,
        stored.filter((item) => item.held === (query.get('held') === 'true')),
      ),
    }),
  };
  for (const { id } of items.filter((item) => item.held)) {
    routes[`POST /api/cms/${plural}/${id}/release`] = () => {
      stored = stored.map((item) => (item.id === id ? { ...item, held: false } : item));
      return { body: { message: released } };
    };
  }
  return routes;
}
