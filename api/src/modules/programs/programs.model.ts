import { model } from 'mongoose';
import { programType } from '@da-boulder/contracts';
import { schemaFromContract, type StoredRecord } from '../../content/schema-from-contract';

export type ProgramRecord = StoredRecord<typeof programType>;
export const ProgramModel = model<ProgramRecord>('Program', schemaFromContract(programType));
