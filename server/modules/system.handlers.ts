import { sql } from 'kysely';
import { ApiError } from '../http/errors.ts';
import type { Handlers } from '../http/handler.ts';

export const VERSION = '0.1.0';

export const systemHandlers: Handlers = {
  async getHealth({ deps }) {
    try {
      await sql`select 1`.execute(deps.db);
    } catch {
      throw new ApiError(503, 'UNAVAILABLE', 'Database unavailable');
    }
    return deps.config.demoResults
      ? { status: 'ok', database: deps.dialect, version: VERSION, demo_results: true }
      : { status: 'ok', database: deps.dialect, version: VERSION };
  },
};
