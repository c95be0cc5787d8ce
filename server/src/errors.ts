// The API's errors, thrown by code: `throw appError('NOT_SIGNED_IN')`. The catalogue (status, error
// name, default message) is the contract's (@tessera/schemas/contract); the error handler turns an
// AppError into the reply {error, message, tokenIssue?}.
import { errorCatalogue, type ErrorCode, type ErrorDefinition } from '@tessera/schemas/contract';

export type { ErrorCode } from '@tessera/schemas/contract';

/** An expected failure: carries its code, HTTP status and the reply's fields. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly error: string;
  readonly tokenIssue: boolean;

  constructor(code: ErrorCode, message?: string) {
    const definition: ErrorDefinition = errorCatalogue[code];
    super(message ?? definition.message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = definition.status;
    this.error = definition.error;
    this.tokenIssue = definition.tokenIssue ?? false;
  }
}

/** Shorthand for `new AppError(code, message)`, for `throw appError(...)`. */
export function appError(code: ErrorCode, message?: string): AppError {
  return new AppError(code, message);
}
