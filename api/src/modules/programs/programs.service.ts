import * as v from 'valibot';
import type { Program, ProgramInputSchema } from '../../contracts';
import { byIdOr404 } from '../../db/find-or-404';
import type { PagedList } from '../../shared/paging';
import { toProgramDto } from './programs.dto';
import { ProgramModel } from './programs.model';

type ProgramFields = v.InferOutput<typeof ProgramInputSchema>;

/** In the order they were created. */
export const programList: PagedList<Program> = {
  count: () => ProgramModel.countDocuments(),
  read: async ({ skip, limit }) =>
    (await ProgramModel.find().sort({ _id: 1 }).skip(skip).limit(limit).lean()).map(toProgramDto),
};

export async function createProgram(fields: ProgramFields): Promise<Program> {
  return toProgramDto((await ProgramModel.create(fields)).toObject());
}

export async function updateProgram(id: string, fields: ProgramFields): Promise<Program> {
  return toProgramDto(
    await byIdOr404(id, 'Program', (objectId) =>
      ProgramModel.findByIdAndUpdate(objectId, fields, { new: true }).lean(),
    ),
  );
}

export async function deleteProgram(id: string): Promise<void> {
  await byIdOr404(id, 'Program', (objectId) => ProgramModel.findByIdAndDelete(objectId).lean());
}
