import Koa from 'koa';
import type { ApiConfig } from './config/env';
import { notFound } from './errors/http-error';
import { errorHandler } from './middleware/error-handler';
import { healthRoutes } from './modules/health/health.routes';

export interface AppDependencies {
  config: ApiConfig;
  log?: (message: string, error?: unknown) => void;
}

/** Builds the Koa application. No side effects: connecting and listening belong to server.ts. */
export function createApp({ config, log = defaultLog }: AppDependencies): Koa {
  const app = new Koa({ proxy: config.nodeEnv === 'production' });
  app.keys = [config.sessionSecret];
  app.silent = true;

  app.use(errorHandler(log));

  for (const router of [healthRoutes()]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  }

  app.use(async (ctx) => {
    if (ctx.status === 404 && ctx.body === undefined)
      throw notFound(`No route for ${ctx.method} ${ctx.path}`);
  });
  return app;
}

function defaultLog(message: string, error?: unknown): void {
  console.error(`[api] ${message}`, error ?? '');
}
