/** Health for load balancers and monitoring. */
import type { Handlers } from '../../http/handler.ts';
import { health } from './health.ts';

export const systemHandlers: Handlers = {
  getHealth: ({ deps }) => health(deps.db, deps.dialect, deps.config.demoResults),
};
