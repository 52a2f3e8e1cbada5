// Every domain's sub-app is created with this, so all share one validation hook (422 with field errors).
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './env.ts';
import { validationHook } from './validation.ts';

export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
export type Router = ReturnType<typeof createRouter>;
