/**
 * The edge check of player money operations: maintenance mode pauses them all, and an operator's block on a
 * player refuses that player's bids or withdrawal requests. An operator account makes none of them at all: those who
 * declare results and decide money requests do not bet or move points of their own (403 FORBIDDEN). The player's
 * refusals use the operations' own reply shape (`{status:false, code, msg}`); none changes anything; operator
 * operations never pass through here. A retry of a request already answered (its Idempotency-Key remembered) is let
 * through to that first answer.
 */
import type SQLite from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';
import { isAnsweredRetry } from '../lib/idempotency.ts';
import { maintenanceNotice, SETTINGS_KEY, sharedSettingsFrom } from '../modules/settings/settings.ts';
import type { Deps } from './handler.ts';

type Guard = 'bet' | 'deposit' | 'withdraw';

/** Player operations that move money, by operationId. */
export const MONEY_OPERATIONS: Record<string, Guard> = {
  submitBid: 'bet',
  submitStarlineBid: 'bet',
  addFundRequest: 'deposit',
  uploadPaymentSlip: 'deposit',
  requestWithdrawal: 'withdraw',
};

interface PlayerControls {
  betting_blocked: number;
  withdrawals_blocked: number;
  settings: string | null;
}

const SQL = `select betting_blocked, withdrawals_blocked, (select value from settings where key = ?) as settings
  from users where id = ?`;
const prepared = new WeakMap<SQLite.Database, SQLite.Statement>();

function controlsRaw(raw: SQLite.Database, userId: number): PlayerControls | undefined {
  let stmt = prepared.get(raw);
  if (!stmt) {
    stmt = raw.prepare(SQL);
    prepared.set(raw, stmt);
  }
  return stmt.get(SETTINGS_KEY, userId) as PlayerControls | undefined;
}

/** Controls read together with the request's session (see HotSession), so the guard need not ask again. */
const readWithSession = new WeakMap<FastifyRequest, PlayerControls>();
export function rememberControls(request: FastifyRequest, controls: PlayerControls): void {
  readWithSession.set(request, { betting_blocked: controls.betting_blocked, withdrawals_blocked: controls.withdrawals_blocked, settings: controls.settings });
}

async function controlsOf(deps: Deps, userId: number): Promise<PlayerControls | undefined> {
  if (deps.groupCommit) return deps.groupCommit.read((raw) => controlsRaw(raw, userId));
  return deps.db
    .selectFrom('users')
    .select(['betting_blocked', 'withdrawals_blocked'])
    .select((eb) => eb.selectFrom('settings').select('value').where('key', '=', SETTINGS_KEY).as('settings'))
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The refusal for this caller and operation, if any. */
export async function playerRefusal(deps: Deps, userId: number, guard: Guard): Promise<{ code: string; msg: string } | undefined> {
  const controls = await controlsOf(deps, userId);
  return controls ? refusalOf(controls, guard) : undefined;
}

function refusalOf(controls: PlayerControls, guard: Guard): { code: string; msg: string } | undefined {
  const settings = sharedSettingsFrom(controls.settings ?? undefined);
  const maintenance = maintenanceNotice(settings);
  if (maintenance) return { code: 'MAINTENANCE', msg: maintenance };
  if (guard === 'bet' && Number(controls.betting_blocked) === 1) {
    return { code: 'BETTING_BLOCKED', msg: 'Betting is blocked on your account. Please contact support.' };
  }
  if (guard === 'withdraw' && Number(controls.withdrawals_blocked) === 1) {
    return { code: 'WITHDRAWALS_BLOCKED', msg: 'Withdrawals are blocked on your account. Please contact support.' };
  }
  return undefined;
}

/**
 * Refuses a player money operation the player may not make now, answering it; true when it did. Every route of the
 * contract calls it once the caller is known, on every path that serves the operation (`/api` and the root).
 */
export async function refusePlayerMoney(request: FastifyRequest, reply: FastifyReply, deps: Deps): Promise<boolean> {
  const guard = MONEY_OPERATIONS[request.routeOptions.config.operationId ?? ''];
  if (!guard || !request.auth) return false;
  // Not a business outcome but an account that may not do this at all: 403.
  if (request.auth.role !== 'player') throw forbidden('Operator accounts cannot place bids, add funds or withdraw. Please use a player account.');
  const known = readWithSession.get(request);
  // Read with the session once: checked again later (an upload's form read), the controls are read afresh.
  readWithSession.delete(request);
  const refusal = known ? refusalOf(known, guard) : await playerRefusal(deps, request.auth.userId, guard);
  if (!refusal) return false;
  // A retry of a request already answered gets that answer (the operation looks it up first); it changes nothing.
  const key = request.headers['idempotency-key'];
  if (typeof key === 'string' && key !== '' && (await isAnsweredRetry(deps.db, request.auth.userId, key, deps.clock.now()))) return false;
  await reply
    .code(200)
    .type('application/json')
    .send({ status: false, ...refusal });
  return true;
}
