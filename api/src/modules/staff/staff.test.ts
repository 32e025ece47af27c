import request from 'supertest';
import type { StaffMember } from '@da-boulder/contracts';
import { signedInAgent, TEST_PASSWORD, testAppForFile } from '../../../test/support/test-app';
import { createUser } from '../users/users.service';
import { ActivityModel } from './activity.model';

const suite = testAppForFile();

describe('GET /api/staff', () => {
  it('lists each admin with their address, last sign-in and open sessions, for admins alone', async () => {
    await createUser({ username: 'Ruth', password: TEST_PASSWORD, isAdmin: true });
    await createUser({ username: 'visitor-account', password: TEST_PASSWORD, isAdmin: false });
    const before = Date.now();
    for (let browser = 0; browser < 2; browser++)
      await request(suite.app.handler)
        .post('/api/auth/login')
        .send({ username: 'Ruth', password: TEST_PASSWORD })
        .expect(200);

    const answer = await suite.admin.get('/api/staff').expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const staff: StaffMember[] = answer.body.staff;
    expect(staff.map(({ username }) => username)).toEqual([
      expect.stringMatching(/^admin-/),
      'Ruth',
    ]);
    const ruth = staff[1];
    expect(ruth).toEqual({
      id: expect.any(String),
      username: 'Ruth',
      email: '',
      lastSignInAt: expect.any(String),
      activeSessions: 2,
    });
    expect(Date.parse(ruth.lastSignInAt!)).toBeGreaterThanOrEqual(before - 1000);
    // Her last of them, as the log has it.
    const signIns = await ActivityModel.find({ adminId: ruth.id, action: 'signed in' }).lean();
    expect(signIns).toHaveLength(2);
    expect(ruth.lastSignInAt).toBe(
      new Date(Math.max(...signIns.map(({ at }) => at.getTime()))).toISOString(),
    );

    await request(suite.app.handler).get('/api/staff').expect(401);
    const notAdmin = await signedInAgent(suite.app.handler, { isAdmin: false });
    await notAdmin.get('/api/staff').expect(403);
  });
});
