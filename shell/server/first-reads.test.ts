/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchFirstReads, firstReadsScript } from './first-reads.mjs';

describe('first reads', () => {
  let server: Server;
  let apiUrl: URL;
  const cookiesSeen: (string | undefined)[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      cookiesSeen.push(req.headers.cookie);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/api/cms/events') return json(200, { events: [{ title: '</script>' }] });
      if (req.url === '/api/events/slug/missing') return json(404, { message: 'Event not found' });
      if (req.url === '/api/not-json') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<p>hi</p>');
      }
      if (req.url === '/api/slow') return void setTimeout(() => json(200, { late: true }), 500);
      json(500, { message: 'boom' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps the reads the API answers with 200 JSON in time, and leaves out the rest', async () => {
    const reads = await fetchFirstReads(
      apiUrl,
      ['/api/cms/events', '/api/events/slug/missing', '/api/not-json', '/api/slow', '/api/boom'],
      { timeoutMs: 200 },
    );
    expect(reads).toEqual({ '/api/cms/events': { events: [{ title: '</script>' }] } });
    expect(cookiesSeen.every((cookie) => cookie === undefined)).toBe(true);
  });

  it('never asks for anything outside /api/, and gives nothing when the API is down', async () => {
    const asked = cookiesSeen.length;
    expect(await fetchFirstReads(apiUrl, ['/admin', 'http://elsewhere/api/x'])).toEqual({});
    expect(cookiesSeen.length).toBe(asked);

    const closed = new URL('http://127.0.0.1:1');
    expect(await fetchFirstReads(closed, ['/api/cms/events'])).toEqual({});
  });

  it('writes a script no value can break out of', () => {
    const script = firstReadsScript({ '/api/cms/events': { title: '</script><script>alert(1)' } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.endsWith('</script>')).toBe(true);
    const json = script.slice('<script>window.__FIRST_READS__='.length, -'</script>'.length);
    expect(JSON.parse(json)).toEqual({ '/api/cms/events': { title: '</script><script>alert(1)' } });
  });
});
