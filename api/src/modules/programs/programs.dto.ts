import type { Program } from '@da-boulder/contracts';
import type { ProgramRecord } from './programs.model';

export function toProgramDto(program: ProgramRecord): Program {
  return {
    id: String(program._id),
    title: program.title,
    description: program.description ?? '',
    imageUrl: program.imageUrl ?? '',
    linkUrl: program.linkUrl ?? '',
  };
}
