/**
 * @jest-environment node
 */
import { ApiError, apiFetch } from './api-fetch';

function mockFetch(status: number, body: string, statusText = '') {
  const fetchMock = jest.fn().mockResolvedValue(new Response(body || null, { status, statusText }));
  global.fetch = fetchMock;
  return fetchMock;
}

describe('apiFetch', () => {
  it('sends credentials and JSON bodies', async () => {
    const fetchMock = mockFetch(200, '{"ok":true}');
    await expect(apiFetch('/api/contact', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.credentials).toBe('include');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('turns a non-ok response into "<status>: <body>"', async () => {
    mockFetch(401, '{"message":"Invalid username or password"}');
    const error = await apiFetch('/api/auth/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid username or password"}');
    expect((error as ApiError).serverMessage).toBe('Invalid username or password');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(503, '', 'Service Unavailable');
    await expect(apiFetch('/api/cms/events')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends FormData as multipart without a JSON content type', async () => {
    const fetchMock = mockFetch(201, '{}');
    const form = new FormData();
    form.append('eventData', '{}');
    await apiFetch('/api/cms/events', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.body).toBe(form);
    expect(init.headers['Content-Type']).toBeUndefined();
  });
});
