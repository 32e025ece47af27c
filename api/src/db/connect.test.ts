import mongoose from 'mongoose';
import { eventually } from '../../test/support/test-app';
import { dropTestDatabase, testDatabaseUri } from '../../test/support/test-database';
import { connectWithRetry } from './connect';

// The driver's stuck check cannot be brought about at will (it takes the database closing a
// socket while a heartbeat is being written): its sign, a heartbeat that neither succeeds nor
// fails, is given to the real client here, on a server address of its own.
const STUCK = 'stuck.invalid:27017';
type Client = ReturnType<typeof mongoose.connection.getClient>;
const heartbeat = (client: Client, event: string) =>
  (client as unknown as { emit(name: string, event: object): void }).emit(event, {
    connectionId: STUCK,
  });

const lines: string[] = [];
const Note = mongoose.model('ConnectNote', new mongoose.Schema({ text: String }));

beforeAll(async () => {
  await connectWithRetry(testDatabaseUri(), {
    attempts: 5,
    heartbeatStuckMs: 300,
    log: (line) => lines.push(line),
  });
  await Note.create({ text: 'kept' });
});
afterAll(dropTestDatabase);

it('leaves a connection alone while its checks settle', async () => {
  const client = mongoose.connection.getClient();
  heartbeat(client, 'serverHeartbeatStarted');
  heartbeat(client, 'serverHeartbeatFailed');
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(mongoose.connection.getClient()).toBe(client);
  expect(lines).toEqual([]);
});

it('connects anew when a check of the database never settles, and serves again', async () => {
  const stuck = mongoose.connection.getClient();
  heartbeat(stuck, 'serverHeartbeatStarted');
  await eventually(
    () => mongoose.connection.getClient() !== stuck && mongoose.connection.readyState === 1,
  );
  expect(lines).toEqual([`the check of the database at ${STUCK} is stuck: connecting anew`]);
  expect((await Note.findOne().lean())?.text).toBe('kept');
});
