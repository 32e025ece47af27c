import mongoose, { type mongo } from 'mongoose';
import { atDomain } from './filters';

/** Providers that ignore dots in the local part, each with the domain it folds to. */
const DOTLESS_DOMAINS = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * One mailbox however its address is written, as mail providers fold it: lowercased, without a
 * `+tag`, and for Gmail without dots in the local part and with googlemail.com as gmail.com. The
 * mail caps count by it, and forgetting a person finds their rows by it.
 */
export function mailboxOf(address: string): string {
  const [local, domain = ''] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const untagged = local.replace(/\+.*$/, '');
  const dotless = DOTLESS_DOMAINS.get(domain);
  return dotless ? `${untagged.replaceAll('.', '')}@${dotless}` : `${untagged}@${domain}`;
}

/** Every domain an address of `mailbox` may be written with ("gmail.com": also googlemail.com). */
function domainsOf(mailbox: string): string[] {
  const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1);
  const spellings = [...DOTLESS_DOMAINS].filter(([, folded]) => folded === domain);
  return spellings.length > 0 ? spellings.map(([spelling]) => spelling) : [domain];
}

/**
 * The ids of the rows whose `fields` (an address, or a list of them) name `address`'s mailbox,
 * however written: rows at its domain are read and their addresses folded, so rows stored before
 * folding are found too. For what is rare (erasing a person, a subscription confirmed or ended):
 * it reads every row at that domain.
 */
export async function idsOfMailbox(
  collection: mongo.Collection,
  fields: readonly string[],
  address: string,
): Promise<unknown[]> {
  const mailbox = mailboxOf(address);
  const atItsDomain = atDomain(domainsOf(mailbox));
  const rows = await collection
    .find(
      { $or: fields.map((field) => ({ [field]: atItsDomain })) },
      { projection: Object.fromEntries(fields.map((field) => [field, 1])) },
    )
    .toArray();
  const names = (value: unknown) =>
    [value].flat().some((one) => typeof one === 'string' && mailboxOf(one) === mailbox);
  return rows.filter((row) => fields.some((field) => names(row[field]))).map((row) => row._id);
}

/** A model whose rows name people by address; deleting through it keeps admin lists current. */
interface PeopleRows {
  collection: mongo.Collection;
  deleteMany(filter: { _id: unknown }): PromiseLike<{ deletedCount: number }>;
}

/** Deletes the rows of `model` whose `fields` name `email`'s mailbox; resolves with how many. */
export async function deleteRowsOf(
  model: PeopleRows,
  fields: readonly string[],
  email: string,
): Promise<number> {
  const ids = await idsOfMailbox(model.collection, fields, email);
  if (ids.length === 0) return 0;
  return (await model.deleteMany({ _id: mongoose.trusted({ $in: ids }) })).deletedCount;
}
