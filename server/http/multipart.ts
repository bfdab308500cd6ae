/**
 * Reads a multipart/form-data request for a contract operation: text fields become the body (validated against
 * the contract like JSON bodies), file fields are kept apart as bytes. Limits make oversized input fail early.
 */
import type { FastifyRequest } from 'fastify';
import type { JsonSchema } from '../contract/load-contract.ts';
import { type ValidateFunction, describeErrors } from '../contract/validator.ts';
import { MAX_IMAGE_BYTES } from '../lib/images.ts';
import { ApiError } from './errors.ts';
import { nulRefused } from './hardening.ts';
import { repeatedField } from './repeated-fields.ts';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    uploads: Record<string, UploadedFile>;
  }
}

export const MULTIPART_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 };

/** Names of the schema's file fields (those with a contentMediaType). */
export function fileFields(schema: JsonSchema | undefined): string[] {
  const props = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  return Object.keys(props).filter((name) => props[name]?.contentMediaType !== undefined);
}

/**
 * `prepare` sees the text fields before validation (an installed app's form is read into the contract's shape there,
 * and its session checked) and answers the body to validate.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  validate: ValidateFunction,
  files: string[],
  prepare: (body: Record<string, string>) => unknown | Promise<unknown> = (body) => body,
): Promise<void> {
  if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  request.uploads = {};
  try {
    await readParts(request, fields, files);
  } catch (error) {
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode) throw error;
    throw new ApiError(422, 'VALIDATION_FAILED', 'The form could not be read. Please send it again.');
  }
  const body = await prepare(fields);
  if (!validate(body)) {
    const problems = describeErrors(validate.errors);
    throw new ApiError(422, 'VALIDATION_FAILED', problems[0]?.message ?? 'The form is not valid.', { errors: problems });
  }
  request.body = body;
}

/** A field sent twice is refused: which of its values was meant (an amount, say) cannot be told. */
function refuseRepeated(body: Record<string, string>, field: string): void {
  if (Object.hasOwn(body, field)) throw repeatedField(field);
}

async function readParts(request: FastifyRequest, body: Record<string, string>, files: string[]): Promise<void> {
  for await (const part of request.parts()) {
    refuseRepeated(body, part.fieldname);
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (!files.includes(part.fieldname))
        throw new ApiError(422, 'VALIDATION_FAILED', `Unknown field: ${part.fieldname}`, {
          errors: [{ field: part.fieldname, message: `Unknown field: ${part.fieldname}` }],
        });
      request.uploads[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
      body[part.fieldname] = '(file)';
    } else {
      if (part.valueTruncated) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too long.`);
      if (String(part.value).includes('\u0000') || part.fieldname.includes('\u0000')) throw nulRefused(part.fieldname);
      body[part.fieldname] = String(part.value);
    }
  }
}
