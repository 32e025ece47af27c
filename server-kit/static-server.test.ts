/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticHandler } from './static-server.mjs';

/** The status and body of a GET, or the error that cut it off. */
function fetchFile(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string } | Error> {
  return new Promise((resolve) => {
    get(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', resolve);
    }).on('error', resolve);
  });
}

describe('static files', () => {
  let root: string;
  let server: Server;
  let base: string;

  beforeEach(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'static-'));
    writeFileSync(path.join(root, 'kept.0123456789.js'), 'kept();');
    writeFileSync(path.join(root, 'gone.0123456789.js'), 'gone();');
    // The file list is read here, as a production server reads it once at start.
    server = createServer(createStaticHandler(root));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the files it started with', async () => {
    expect(await fetchFile(`${base}/kept.0123456789.js`)).toEqual({ status: 200, body: 'kept();' });
  });

  it('cuts off the answer for a file removed while running, and goes on serving', async () => {
    rmSync(path.join(root, 'gone.0123456789.js'));
    const cut = await fetchFile(`${base}/gone.0123456789.js`);
    expect(cut).toHaveProperty('code', 'ECONNRESET');
    expect(await fetchFile(`${base}/kept.0123456789.js`)).toEqual({ status: 200, body: 'kept();' });
  });

  it('sends a range asked for, and the whole file for a range it cannot read, and goes on serving', async () => {
    const kept = `${base}/kept.0123456789.js`;
    expect(await fetchFile(kept, { Range: 'bytes=0-3' })).toEqual({ status: 206, body: 'kept' });
    expect(await fetchFile(kept, { Range: 'bytes=4-' })).toEqual({ status: 206, body: '();' });
    // Past the file's end: up to its end.
    expect(await fetchFile(kept, { Range: 'bytes=2-999999999999999' })).toEqual({
      status: 206,
      body: 'pt();',
    });
    for (const range of [
      'bytes=5-1',
      'bytes=2-99999999999999999999',
      'bytes=99999999999999999999-',
      'bytes=-3',
      'bytes=0-1,3-4',
      'bytes=x-y',
      'lines=1-2',
    ])
      expect(await fetchFile(kept, { Range: range })).toEqual({ status: 200, body: 'kept();' });
    expect(await fetchFile(kept)).toEqual({ status: 200, body: 'kept();' });
  });
});
