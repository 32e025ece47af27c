import request from 'supertest';
import { signedInAgent, type TestApp } from './test-app';

/** A request a test makes: method and path, and the JSON body a write sends. */
export interface Call {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  body?: object;
}

/**
 * Every call answers 401 without a session and 403 to a signed-in user who is not an admin,
 * neither of them cacheable.
 */
export async function expectAdminOnly(handler: TestApp['handler'], calls: Call[]): Promise<void> {
  const user = await signedInAgent(handler, { isAdmin: false });
  for (const { method, path, body } of calls) {
    for (const [client, status] of [
      [request(handler), 401],
      [user, 403],
    ] as const) {
      const pending = client[method](path);
      const response = await (body ? pending.send(body) : pending);
      expect({ call: `${method} ${path}`, status: response.status }).toEqual({
        call: `${method} ${path}`,
        status,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  }
}
