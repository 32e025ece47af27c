import type { User } from '@da-boulder/contracts';
import { hashPassword, verifyPassword } from '../../auth/password';
import { toObjectId } from '../../db/object-id';
import { conflict, notFound } from '../../errors/http-error';
import { toUserDto } from './users.dto';
import { UserModel } from './users.model';

const keyOf = (username: string) => username.trim().toLowerCase();

export async function createUser(input: {
  username: string;
  password: string;
  isAdmin: boolean;
}): Promise<User> {
  const usernameKey = keyOf(input.username);
  if (await UserModel.exists({ usernameKey })) throw conflict('That username is already taken');
  const user = await UserModel.create({
    username: input.username.trim(),
    usernameKey,
    passwordHash: await hashPassword(input.password),
    isAdmin: input.isAdmin,
  });
  return toUserDto(user);
}

/** The user for these credentials, or null (unknown user and wrong password look the same). */
export async function authenticate(username: string, password: string): Promise<User | null> {
  const user = await UserModel.findOne({ usernameKey: keyOf(username) }).lean();
  if (!user) {
    // Spend the same time as a real check so response times do not reveal which usernames exist.
    await verifyPassword(password, DUMMY_HASH);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? toUserDto(user) : null;
}

const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==';

export async function findUserById(id: unknown): Promise<User | null> {
  const objectId = toObjectId(id);
  if (!objectId) return null;
  const user = await UserModel.findById(objectId).lean();
  return user ? toUserDto(user) : null;
}

export async function findUserByUsername(username: string): Promise<User | null> {
  const user = await UserModel.findOne({ usernameKey: keyOf(username) }).lean();
  return user ? toUserDto(user) : null;
}

export async function setPassword(username: string, password: string): Promise<void> {
  const result = await UserModel.updateOne(
    { usernameKey: keyOf(username) },
    { passwordHash: await hashPassword(password) },
  );
  if (result.matchedCount === 0) throw notFound(`No user named ${username}`);
}

export async function listUsers(): Promise<User[]> {
  const users = await UserModel.find().sort({ usernameKey: 1 }).lean();
  return users.map(toUserDto);
}

export async function adminExists(): Promise<boolean> {
  return (await UserModel.exists({ isAdmin: true })) !== null;
}
