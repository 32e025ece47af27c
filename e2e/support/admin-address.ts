import mongoose from 'mongoose';

/** The e2e admin's mail address: ADMIN_EMAIL of both stacks. */
export const ADMIN_EMAIL = 'e2e-admin@example.org';

/**
 * Gives the e2e admin this mail address in the stack's database, or takes it away (''), as an
 * admin added before admins had one, whom the dashboard asks for one.
 */
export async function setAdminEmail(mongodbUri: string, email: string): Promise<void> {
  const connection = await mongoose.createConnection(mongodbUri).asPromise();
  try {
    await connection
      .db!.collection('users')
      .updateOne({ usernameKey: 'e2e-admin' }, { $set: { email } });
  } finally {
    await connection.close();
  }
}
