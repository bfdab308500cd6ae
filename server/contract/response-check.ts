/**
 * Checks every JSON reply of a contract operation against the contract (used by the test suites).
 * A reply that does not match is replaced by a 500 naming the mismatch, so the test that caused it fails.
 */
import type { FastifyInstance } from 'fastify';
import type { Contract } from './load-contract.ts';
import { createAjv, describeErrors, type ValidateFunction } from './validator.ts';

export function checkRepliesAgainstContract(app: FastifyInstance, contract: Contract): void {
  const ajv = createAjv();
  const byId = new Map(contract.operations.map((op) => [op.operationId, op]));
  const compiled = new Map<string, ValidateFunction | null>();

  const validatorFor = (operationId: string, status: number): ValidateFunction | null | undefined => {
    const op = byId.get(operationId);
    if (!op) return null;
    const key = `${operationId} ${status}`;
    if (!compiled.has(key)) {
      const hasStatus = Object.hasOwn(op.responses, String(status));
      const schema = hasStatus ? op.responses[String(status)] : op.responses.default;
      if (!hasStatus && !op.responses.default) return undefined;
      compiled.set(key, schema ? ajv.compile(schema) : null);
    }
    return compiled.get(key);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId) return payload;
    const validate = validatorFor(operationId, reply.statusCode);
    let problem: string | undefined;
    if (validate === undefined) {
      problem = `status ${reply.statusCode} is not in the contract`;
    } else if (validate && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      const body = JSON.parse(String(payload));
      if (!validate(body)) problem = JSON.stringify(describeErrors(validate.errors));
    }
    if (!problem) return payload;
    const msg = `Reply of ${operationId} (${reply.statusCode}) breaks the contract: ${problem}`;
    request.log.error(msg);
    reply.code(500);
    return JSON.stringify({ status: false, code: 'CONTRACT_VIOLATION', msg });
  });
}
