// The API's errors, thrown by code: `throw appError('NOT_SIGNED_IN')`. The catalogue (status, error
// name, default message) is the contract's (@tessera/schemas/contract); the error handler turns an
// AppError into the reply {error, message, tokenIssue?}.
import { errorCatalogue, type ErrorCode, type ErrorDefinition } from '@tessera/schemas/contract';

export type { ErrorCode } from '@tessera/schemas/contract';

/** What an error reply carries besides its body. */
export interface AppErrorDetails {
  /** Sent as `retry-after` (seconds): when the client may try again (429). */
  retryAfterSeconds?: number;
  /** Sent as the reply's `details`: the items the error is about (a site apply's conflicts or file problems). */
  details?: object[];
}

/** An expected failure: carries its code, HTTP status and the reply's fields. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly error: string;
  readonly tokenIssue: boolean;
  readonly retryAfterSeconds: number | undefined;
  readonly details: object[] | undefined;

  constructor(code: ErrorCode, message?: string, details: AppErrorDetails = {}) {
    const definition: ErrorDefinition = errorCatalogue[code];
    super(message ?? definition.message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = definition.status;
    this.error = definition.error;
    this.tokenIssue = definition.tokenIssue ?? false;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.details = details.details;
  }
}

/** Shorthand for `new AppError(code, message, details)`, for `throw appError(...)`. */
export function appError(code: ErrorCode, message?: string, details?: AppErrorDetails): AppError {
  return new AppError(code, message, details);
}
