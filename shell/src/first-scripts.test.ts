/**
 * @jest-environment node
 */
// The shell's built entry, which every page loads: the markdown renderer (marked, DOMPurify) is
// a chunk of its own, loaded only where markdown is shown. A stray import from the kit once
// pulled it into the entry, 23 KB gzip more for every first view.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.join(__dirname, '..', 'dist');
const built = (pattern: RegExp) => {
  const file = readdirSync(dist).find((name) => pattern.test(name));
  if (!file) throw new Error(`shell/dist has no ${pattern}: build the shell first`);
  return readFileSync(path.join(dist, file), 'utf8');
};

it('keeps the markdown renderer out of the entry every page loads', () => {
  expect(built(/^markdown\.\w+\.js$/)).toContain('DOMPurify');
  expect(built(/^main\.\w+\.js$/)).not.toContain('DOMPurify');
});
