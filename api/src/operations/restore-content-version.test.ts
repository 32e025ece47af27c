import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import { eventually, signedInAgent, testAppForFile } from '../../test/support/test-app';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

// The API's read cache and the shell's page cache are both keyed on the content version number
// (X-Content-Version): a restore that leaves the number one they were built at, with other
// content, would have them serve what the database no longer holds.

const suite = testAppForFile();
const db = () => mongoose.connection.db!;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'da-boulder-restore-version-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The public programs list as the shell reads it: its first title and the version it names. */
async function publicPrograms() {
  const response = await request(suite.app.handler).get('/api/cms/programs').expect(200);
  const { programs } = response.body as { programs: { title: string }[] };
  return { title: programs[0]?.title, version: Number(response.headers['x-content-version']) };
}

it("moves the content version past the live one and the archive's: no cache serves content the database no longer holds", async () => {
  const input = { title: 'Study Groups', description: '', imageUrl: '', linkUrl: '' };
  const created = await suite.admin.post('/api/cms/programs').send(input).expect(201);
  const programPath = `/api/cms/programs/${(created.body as { program: { id: string } }).program.id}`;
  const first = path.join(workDir, 'first.tar.gz');
  await createBackup(db(), first);
  await suite.admin
    .put(programPath)
    .send({ ...input, title: 'Edit A' })
    .expect(200);
  const editA = path.join(workDir, 'edit-a.tar.gz');
  await createBackup(db(), editA);

  await restoreBackup(db(), first, { replace: true });
  // The restore took every session with it.
  const admin = await signedInAgent(suite.app.handler);
  await admin
    .put(programPath)
    .send({ ...input, title: 'Edit B' })
    .expect(200);
  const editB = await publicPrograms();
  expect(editB.title).toBe('Edit B');

  await restoreBackup(db(), editA, { replace: true });
  // Once the API reads the version again (within a second), it serves what was restored, at a
  // version neither cache was built at.
  await eventually(
    async () => (await publicPrograms()).title === 'Edit A',
    5_000,
    () => 'the API still serves Edit B',
  );
  expect((await publicPrograms()).version).toBeGreaterThan(editB.version);
});
