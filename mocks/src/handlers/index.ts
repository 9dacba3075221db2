import type { RequestHandler } from 'msw';
import type { ApiModule } from '../apiModule';
import { onUserDeleted } from '../lib/userLifecycle';
import { kernel } from './kernel';
import { api as ecommerce } from '@atrium/ecommerce/api';
import { api as invoice } from '@atrium/invoice/api';
import { api as email } from '@atrium/email/api';
import { api as chat } from '@atrium/chat/api';
import { api as academy } from '@atrium/academy/api';
import { api as admin } from '@atrium/admin/api';

/**
 * The API as the mock and the server serve it: the platform's kernel and each area's module (its
 * routes, in `remotes/<area>/api/`). The modules answer disjoint path prefixes, so their order here
 * is free (apiModules.test.ts checks both, and that every area's module is here).
 */
export const apiModules: ApiModule[] = [kernel, ecommerce, invoice, email, chat, academy, admin];

for (const module of apiModules) if (module.forgetUser) onUserDeleted(module.forgetUser);

/** Every handler of the API. */
export const handlers: RequestHandler[] = apiModules.flatMap((module) => module.handlers);
