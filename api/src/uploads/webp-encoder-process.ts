import { spawn } from 'node:child_process';

export interface WebpRequest {
  /** The image file; the child reads it, so its bytes never pass through this process. */
  path: string;
  /** Target widths, each at most the image's upright width. */
  widths: number[];
  animated: boolean;
  limitInputPixels: number;
  quality: number;
}

export interface WebpVariant {
  width: number;
  bytes: Buffer;
}

type Reply = { variants: WebpVariant[] } | { error: string };

/** Longer than any sane photo takes; a stuck or bombing image only loses its srcset. */
const TIMEOUT_MS = 60_000;

/**
 * The child's code: a bare `node -e` runs it (no TypeScript there), so it stays this small.
 * It answers one request over IPC and exits.
 */
const childSource = (sharpPath: string) => `
const sharp = require(${JSON.stringify(sharpPath)});
sharp.cache(false);
// Every core: what this process's threads leave in their arenas goes when it exits.
sharp.concurrency(require('node:os').availableParallelism());
process.on('disconnect', () => process.exit(0));
process.once('message', async ({ path, widths, animated, limitInputPixels, quality }) => {
  let reply;
  try {
    const variants = [];
    for (const width of widths) {
      const options = { animated, autoOrient: !animated, limitInputPixels };
      const output = await sharp(path, options).resize({ width }).webp({ quality }).toBuffer();
      variants.push({ width, bytes: output });
    }
    reply = { variants };
  } catch (error) {
    reply = { error: String((error && error.message) || error) };
  }
  process.send(reply, () => process.exit(0));
});
`;

/**
 * Encodes the WebP copies in a short-lived child process. In the API's own process, glibc keeps
 * the memory libvips freed in per-thread arenas: 60 photo uploads left the API at 460 MB resident
 * instead of 120 (and one at a time, still 330). A child returns all of it when it exits.
 */
export function encodeWebpInChildProcess(request: WebpRequest): Promise<WebpVariant[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', childSource(require.resolve('sharp'))], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(() => reject(new Error('WebP encoding timed out')));
    }, TIMEOUT_MS);
    child.once('message', (reply: Reply) =>
      settle(() => ('error' in reply ? reject(new Error(reply.error)) : resolve(reply.variants))),
    );
    child.once('error', (error) => settle(() => reject(error)));
    // 'close', not 'exit': it comes after the last message.
    child.once('close', (code, signal) =>
      settle(() => reject(new Error(`WebP encoder exited (${signal ?? `code ${code}`})`))),
    );
    child.send(request);
  });
}
