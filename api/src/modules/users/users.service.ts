import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { ADDRESS_TAKEN, LAST_ADMIN, type StaffMember, type User } from '@da-boulder/contracts';
import { SessionModel } from '../../auth/session.model';
import { ActivityModel, SIGNED_IN } from '../staff/activity.model';
import { hashPassword, verifyPassword } from '../../auth/password';
import { isDuplicateKey } from '../../db/duplicate-key';
import { sameText } from '../../db/filters';
import { toObjectId } from '../../db/object-id';
import { conflict, HttpError, notFound } from '../../errors/http-error';
import { doOnce, releaseClaim } from '../../shared/claim-once';
import { toUserDto } from './users.dto';
import { UserModel } from './users.model';

const keyOf = (username: string) => username.trim().toLowerCase();

const USERNAME_TAKEN = 'That username is already taken';

/** A user as a session knows them: the user, and the stamp of the password they signed in with. */
export interface Account {
  user: User;
  passwordStamp: string;
}

/**
 * The stamp of accounts and sessions from before stamps, read the same on both sides: such a
 * session holds until the account's password is next set, as it did before. Only one that raced
 * a reset made before stamps outlives that reset, until the next; refusing them all (a migration)
 * would sign everyone out for that rare one.
 */
export const NO_PASSWORD_STAMP = '';

/**
 * A new hash and a new stamp, always written in one update: whichever of two concurrent resets
 * wins, the stored stamp is the stored hash's own.
 */
async function passwordFields(password: string) {
  return { passwordHash: await hashPassword(password), passwordStamp: randomUUID() };
}

function toAccount(
  user: Parameters<typeof toUserDto>[0] & { passwordStamp?: string | null },
): Account {
  return { user: toUserDto(user), passwordStamp: user.passwordStamp ?? NO_PASSWORD_STAMP };
}

/**
 * Whether an admin other than `except` is named by `email`, as their address in any case or as
 * their username: a reset asked by it must name one admin.
 */
export async function addressTaken(email: string, except?: string): Promise<boolean> {
  const others = except ? { _id: mongoose.trusted({ $ne: toObjectId(except) }) } : {};
  const named = { $or: [{ usernameKey: keyOf(email) }, { email: sameText(email) }] };
  return (await UserModel.exists({ isAdmin: true, ...named, ...others })) !== null;
}

/**
 * The claim that gives an address to one admin when two writes of it arrive at once (both passed
 * addressTaken): the write that claims it is made; given back when its admin is removed.
 */
const addressClaim = (email: string) => `admin-address:${email.trim().toLowerCase()}`;

export async function createUser(input: {
  username: string;
  password: string;
  isAdmin: boolean;
  email?: string;
}): Promise<User> {
  const usernameKey = keyOf(input.username);
  // Another admin's address is theirs as a name too: a reset asked by it must name one admin.
  const taken = { $or: [{ usernameKey }, { isAdmin: true, email: sameText(input.username) }] };
  if (await UserModel.exists(taken)) throw conflict(USERNAME_TAKEN);
  if (input.email && (await addressTaken(input.email))) throw conflict(ADDRESS_TAKEN);
  const fields = { ...(await passwordFields(input.password)), isAdmin: input.isAdmin };
  // Taken meanwhile (two at once): the unique key turns the second away, in the same words.
  const create = () =>
    UserModel.create({
      username: input.username.trim(),
      usernameKey,
      ...fields,
      email: input.email ?? '',
    }).catch((error: unknown) =>
      Promise.reject(isDuplicateKey(error) ? conflict(USERNAME_TAKEN) : error),
    );
  if (!input.email || !input.isAdmin) return toUserDto(await create());
  let user: Awaited<ReturnType<typeof create>> | undefined;
  if (!(await doOnce(addressClaim(input.email), async () => (user = await create()))))
    throw conflict(ADDRESS_TAKEN);
  return toUserDto(user!);
}

/** The account a username names, if any: its id and the username as stored. */
export async function accountNamed(
  username: string,
): Promise<Pick<User, 'id' | 'username'> | null> {
  const user = await UserModel.findOne({ usernameKey: keyOf(username) }, { username: 1 }).lean();
  return user ? { id: String(user._id), username: user.username } : null;
}

/**
 * The account for these credentials, or null (unknown user and wrong password look the same).
 * Its stamp is read with the hash it was checked against, so a reset after the read outdates it.
 */
export async function authenticate(username: string, password: string): Promise<Account | null> {
  const user = await UserModel.findOne({ usernameKey: keyOf(username) }).lean();
  if (!user) {
    // Spend the same time as a real check so response times do not reveal which usernames exist.
    await verifyPassword(password, DUMMY_HASH);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? toAccount(user) : null;
}

const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==';

export async function findAccountById(id: unknown): Promise<Account | null> {
  const objectId = toObjectId(id);
  if (!objectId) return null;
  const user = await UserModel.findById(objectId).lean();
  return user ? toAccount(user) : null;
}

export async function findUserByUsername(username: string): Promise<User | null> {
  const user = await UserModel.findOne({ usernameKey: keyOf(username) }).lean();
  return user ? toUserDto(user) : null;
}

/**
 * Sets a new password; every session made under the old one is refused from then on. Answers the
 * new stamp, for the one session that set it to carry on under.
 */
export async function setPassword(username: string, password: string): Promise<string> {
  const fields = await passwordFields(password);
  const result = await UserModel.updateOne({ usernameKey: keyOf(username) }, fields);
  if (result.matchedCount === 0) throw notFound(`No user named ${username}`);
  return fields.passwordStamp;
}

/**
 * A new stamp over the same password: every session and every browser trusted under the old one
 * ends ("Sign out other sessions"). Answers it, for the one session that asked to carry on under.
 */
export async function renewPasswordStamp(userId: string): Promise<string> {
  const passwordStamp = randomUUID();
  await UserModel.updateOne({ _id: toObjectId(userId) }, { $set: { passwordStamp } });
  return passwordStamp;
}

/**
 * A reset's new password, set only while the account's stamp is still `stamp`, the one its link
 * was asked under (compared in the update's filter): once a reset or a change set another, it
 * sets nothing. Answers whether it set it.
 */
export async function replacePassword(
  userId: string,
  stamp: string,
  password: string,
): Promise<boolean> {
  const fields = await passwordFields(password);
  let replaced = false;
  // On FerretDB two updates filtered on one stamp at one moment can both report a change: the
  // claim of the stamp lets one of them write.
  await doOnce(`password-stamp:${userId}:${stamp}`, async () => {
    const { modifiedCount } = await UserModel.updateOne(
      {
        _id: toObjectId(userId),
        // An account from before stamps has none stored.
        passwordStamp: stamp === NO_PASSWORD_STAMP ? mongoose.trusted({ $in: [null, ''] }) : stamp,
      },
      { $set: fields },
    );
    replaced = modifiedCount === 1;
  });
  return replaced;
}

/**
 * Gives the first admin (the one named, else the earliest) `email` while it has none and no other
 * admin has it; answers whether it did.
 */
export async function giveFirstAdminEmail(email: string, username?: string): Promise<boolean> {
  const admins = UserModel.find(
    username ? { usernameKey: keyOf(username), isAdmin: true } : { isAdmin: true },
    { email: 1 },
  );
  const [first] = await admins.sort({ _id: 1 }).limit(1).lean();
  if (!first || first.email) return false;
  // As they would give it themselves: refused (409) when another admin has it, or they gave one
  // meanwhile.
  try {
    await setEmail(String(first._id), email);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return false;
    throw error;
  }
}

/** The admin a username or a mail address (any case) names, if any. */
export async function adminNamed(usernameOrEmail: string): Promise<Account | null> {
  const user = await UserModel.findOne({
    isAdmin: true,
    $or: [{ usernameKey: keyOf(usernameOrEmail) }, { email: sameText(usernameOrEmail) }],
  }).lean();
  return user ? toAccount(user) : null;
}

/**
 * An admin's own mail address, set by them once: 409 when they have one, or when it is another
 * admin's. It is where password resets and new devices' codes go, so a session (perhaps a stolen
 * one) never moves it, and a reset asked by address names one admin.
 */
export async function setEmail(userId: string, email: string): Promise<User> {
  if (await addressTaken(email, userId)) throw conflict(ADDRESS_TAKEN);
  let user: User | undefined;
  const given = await doOnce(addressClaim(email), async () => {
    const set = await UserModel.findOneAndUpdate(
      { _id: userId, email: mongoose.trusted({ $in: [null, ''] }) },
      { $set: { email } },
      { new: true },
    ).lean();
    if (set) return (user = toUserDto(set));
    if (await UserModel.exists({ _id: userId })) throw conflict('Your address is set already');
    throw notFound('No such user');
  });
  if (!given) throw conflict(ADDRESS_TAKEN);
  return user!;
}

/**
 * The operator's setting of an admin's address (the admin CLI), whatever it was: one an intruder
 * gave first is put right. 409 when another admin has it; the old one is free again. Answers the
 * admin with it.
 */
export async function correctEmail(username: string, email: string): Promise<User> {
  const admin = await UserModel.findOne({ usernameKey: keyOf(username), isAdmin: true }).lean();
  if (!admin) throw notFound(`No admin named ${username}`);
  if (await addressTaken(email, String(admin._id))) throw conflict(ADDRESS_TAKEN);
  const write = () => UserModel.updateOne({ _id: admin._id }, { $set: { email } });
  const [before, after] = [admin.email ?? '', email].map(addressClaim);
  // Their own address in another case is theirs already; another must be claimed, as setEmail's.
  if (before === after) await write();
  else if (!(await doOnce(after, write))) throw conflict(ADDRESS_TAKEN);
  else if (admin.email) await releaseClaim(before);
  return toUserDto({ ...admin, email });
}

export async function listUsers(): Promise<User[]> {
  const users = await UserModel.find().sort({ usernameKey: 1 }).lean();
  return users.map(toUserDto);
}

export async function adminExists(): Promise<boolean> {
  return (await UserModel.exists({ isAdmin: true })) !== null;
}

/**
 * The admins, in the order they were added, with their open sessions counted and their last
 * sign-in as the activity log has it (never written to the account itself: on FerretDB, which
 * rewrites a whole document per update, a sign-in's write racing a reset could undo the reset).
 */
export async function listStaff(): Promise<StaffMember[]> {
  // Two reads for all of them: FerretDB reads a whole collection for each query.
  const [admins, signIns, sessions] = await Promise.all([
    UserModel.find({ isAdmin: true }).sort({ _id: 1 }).lean(),
    ActivityModel.find(
      { kind: 'sign-in', action: mongoose.trusted({ $in: Object.values(SIGNED_IN) }) },
      { adminId: 1, at: 1 },
    ).lean(),
    SessionModel.find({ expiresAt: mongoose.trusted({ $gt: new Date() }) }, { data: 1 }).lean(),
  ]);
  const lastSignIn = new Map<string, Date>();
  for (const { adminId, at } of signIns) {
    const known = adminId ? lastSignIn.get(adminId) : undefined;
    if (adminId && (!known || at > known)) lastSignIn.set(adminId, at);
  }
  const openSessions = new Map<string, number>();
  for (const { data } of sessions) {
    const userId = String((data as { userId?: unknown } | undefined)?.userId ?? '');
    openSessions.set(userId, (openSessions.get(userId) ?? 0) + 1);
  }
  return admins.map((admin) => {
    const id = String(admin._id);
    return {
      id,
      username: admin.username,
      email: admin.email ?? '',
      lastSignInAt: lastSignIn.get(id)?.toISOString() ?? null,
      activeSessions: openSessions.get(id) ?? 0,
    };
  });
}

/** The usernames of the accounts `ids` name, by id (none for an id no account has). */
export async function usernamesById(ids: string[]): Promise<Map<string, string>> {
  const objectIds = ids.flatMap((id) => toObjectId(id) ?? []);
  const users = await UserModel.find(
    { _id: mongoose.trusted({ $in: objectIds }) },
    { username: 1 },
  ).lean();
  return new Map(users.map(({ _id, username }) => [String(_id), username]));
}

/** The mail addresses of the admins but `except`, of those that have one. */
export async function adminAddresses(except: string): Promise<string[]> {
  const admins = await UserModel.find({ isAdmin: true }, { email: 1 }).lean();
  return admins.flatMap(({ _id, email }) => (String(_id) !== except && email ? [email] : []));
}

/**
 * Removes an admin: 404 when there is none by that id, 409 when it is the last one. Counted again
 * once deleted: two admins removing each other at once each find another left at first, and
 * both are put back rather than leave nobody to sign in.
 */
export async function removeAdmin(id: string): Promise<User> {
  const _id = toObjectId(id);
  const admin = _id ? await UserModel.findOne({ _id, isAdmin: true }).lean() : null;
  if (!admin) throw notFound('Admin not found');
  if ((await UserModel.countDocuments({ isAdmin: true })) <= 1) throw conflict(LAST_ADMIN);
  const { deletedCount } = await UserModel.deleteOne({ _id: admin._id });
  if (deletedCount === 0) throw notFound('Admin not found');
  if (!(await UserModel.exists({ isAdmin: true }))) {
    await UserModel.collection.insertOne(admin);
    throw conflict(LAST_ADMIN);
  }
  // Their address is free for another admin.
  if (admin.email) await releaseClaim(addressClaim(admin.email));
  return toUserDto(admin);
}
