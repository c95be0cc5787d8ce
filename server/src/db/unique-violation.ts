// Recognising PostgreSQL's unique_violation (node-postgres and PGlite both carry its SQLSTATE).

/** True when `error` is a unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
