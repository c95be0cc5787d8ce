import { ApiError } from '../../../api/api-error.ts';

/** The server's reason for a refusal (4xx: already in the member's language where the catalogue has one), else `fallback`. */
export const refusalMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
