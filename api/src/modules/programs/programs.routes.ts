import type Router from '@koa/router';
import { programType } from '@da-boulder/contracts';
import { contentRoutes } from '../../content/content-routes';
import { ProgramModel } from './programs.model';

export const programsRoutes = (): Router => contentRoutes(programType, { model: ProgramModel });
