// API throughput against a bare node:http server on the same machine in the same run.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import autocannon from 'autocannon';

const LOAD = { connections: 50, duration: 10 };

export async function load(url) {
  const result = await autocannon({ url, ...LOAD });
  return {
    url,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Requests per second of a hello-world node:http server: the ceiling for this machine. */
export async function bareNodeBaseline() {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"status":"ok"}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await load(`http://127.0.0.1:${server.address().port}/`);
  } finally {
    server.close();
  }
}

/** Resident set size of a process in MB (Linux). */
export function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
