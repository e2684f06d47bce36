// The one error type of the API layer. Everything thrown to a client passes through toAppError,
// so database and library errors become clear 4xx messages and nothing internal leaks.
import {
  CheckViolationError, DataError, ForeignKeyViolationError, NotFoundError, NotNullViolationError,
  UniqueViolationError, ValidationError,
} from 'objection';
import { IdError } from '../core/ids.ts';

export type ErrorCode =
  | 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT'
  | 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' | 'TOO_MANY_REQUESTS' | 'INTERNAL_SERVER_ERROR';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** per-field messages for forms (spec §8: server field errors set as field errors) */
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  static badInput(message: string, fields?: Record<string, string>): AppError {
    return new AppError(400, 'BAD_USER_INPUT', message, fields);
  }
  static notFound(message = 'Not found'): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }
  static unauthenticated(message = 'You must be signed in'): AppError {
    return new AppError(401, 'UNAUTHENTICATED', message);
  }
  static forbidden(message = 'You are not allowed to do that'): AppError {
    return new AppError(403, 'FORBIDDEN', message);
  }
}

function columnOf(err: { columns?: string[]; column?: string; constraint?: string }): string | undefined {
  return err.columns?.[0] ?? err.column ?? undefined;
}

interface PgError {
  code?: string;
  column?: string;
  detail?: string;
}

/**
 * Postgres errors by SQLSTATE, for raw Knex queries (Objection wraps its own, handled below).
 * The column comes from the error, or from the detail line `Key (email)=(…) already exists.`
 */
function fromPostgres(err: unknown): AppError | undefined {
  if (!err || typeof err !== 'object' || !('severity' in err)) return undefined;
  const { code = '', column, detail = '' } = err as PgError;
  const key = column ?? /^Key \(([a-z_]+)\)/.exec(detail)?.[1];
  switch (code) {
    case '23505':
      return new AppError(409, 'CONFLICT', key ? `That ${key} is already taken` : 'That value is already taken', key ? { [key]: 'is already taken' } : undefined);
    case '23502':
      return AppError.badInput(`${key ?? 'A value'} is required`, key ? { [key]: 'is required' } : undefined);
    case '23503':
      return AppError.badInput('A referenced record does not exist');
    case '23514':
      return AppError.badInput('A value is not valid');
  }
  // Postgres text refuses the NUL character (22021), jsonb refuses \u0000 (22P05)
  if (code === '22021' || code === '22P05') return AppError.badInput('Text may not contain the NUL character (\\u0000)');
  if (code.startsWith('22')) return AppError.badInput('A value is not formatted correctly');
  return undefined;
}

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message: string;
  validation?: unknown;
}

/** Fastify's own request errors (content type, body size, JSON syntax, schema validation). */
function fromFastify(err: FastifyLikeError): AppError | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send application/json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return AppError.badInput('Request body is empty: send a JSON object');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return AppError.badInput('Request body is not valid JSON');
  }
  if (err.validation) return AppError.badInput(`Invalid request: ${err.message}`);
  if (err instanceof SyntaxError) return AppError.badInput('Request body is not valid JSON');
  if (typeof err.code === 'string' && /^(FST|MER)_/.test(err.code) && err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return new AppError(err.statusCode, 'BAD_USER_INPUT', err.message);
  }
  return undefined;
}

/** Maps anything thrown to an AppError; unknown errors become a 500 with a generic message. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const pgError = fromPostgres(err);
  if (pgError) return pgError;
  const fastifyError = err && typeof err === 'object' ? fromFastify(err as FastifyLikeError) : undefined;
  if (fastifyError) return fastifyError;
  if (err instanceof IdError) return AppError.badInput(err.message);
  if (err instanceof ValidationError) {
    const fields: Record<string, string> = {};
    for (const [field, list] of Object.entries((err.data ?? {}) as Record<string, { message: string }[]>)) {
      if (Array.isArray(list) && list[0]) fields[field] = list[0].message;
    }
    return AppError.badInput('Errors prevented this form from being saved', fields);
  }
  if (err instanceof NotFoundError) return AppError.notFound();
  if (err instanceof UniqueViolationError) {
    const column = columnOf(err);
    return new AppError(409, 'CONFLICT', column ? `That ${column} is already taken` : 'That value is already taken',
      column ? { [column]: 'is already taken' } : undefined);
  }
  if (err instanceof NotNullViolationError) {
    return AppError.badInput(`${err.column} is required`, { [err.column]: 'is required' });
  }
  if (err instanceof ForeignKeyViolationError) return AppError.badInput('A referenced record does not exist');
  if (err instanceof CheckViolationError) return AppError.badInput('A value is not valid');
  if (err instanceof DataError) return AppError.badInput('A value is not formatted correctly');
  return new AppError(500, 'INTERNAL_SERVER_ERROR', SOMETHING_WENT_WRONG);
}
