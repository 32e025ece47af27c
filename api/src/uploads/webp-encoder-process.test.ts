import childProcess from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photoPngBytes } from '../../test/support/files';
import { encodeWebpInChildProcess } from './webp-encoder-process';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'webp-encoder-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const request = (file: string, limitInputPixels = 40_000_000) => ({
  path: file,
  widths: [480, 960],
  animated: false,
  limitInputPixels,
  quality: 78,
});

describe('encodeWebpInChildProcess', () => {
  it('returns a WebP copy at each width, made in another process', async () => {
    const file = path.join(dir, 'photo');
    writeFileSync(file, await photoPngBytes(1200, 800));
    const spawn = jest.spyOn(childProcess, 'spawn');
    const variants = await encodeWebpInChildProcess(request(file));
    expect(spawn).toHaveBeenCalledWith(process.execPath, expect.any(Array), expect.any(Object));
    spawn.mockRestore();
    expect(variants.map((v) => v.width)).toEqual([480, 960]);
    for (const variant of variants) {
      expect(Buffer.isBuffer(variant.bytes)).toBe(true);
      const metadata = await sharp(variant.bytes).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', variant.width]);
    }
  });

  it("rejects with sharp's reason for a file it cannot decode or a too-large image", async () => {
    const junk = path.join(dir, 'junk');
    writeFileSync(junk, 'not an image');
    await expect(encodeWebpInChildProcess(request(junk))).rejects.toThrow(/unsupported image/i);
    const photo = path.join(dir, 'large');
    writeFileSync(photo, await photoPngBytes(1200, 800));
    await expect(encodeWebpInChildProcess(request(photo, 1000))).rejects.toThrow(/pixel limit/i);
  });
});
