// Recognising PostgreSQL's integrity errors (node-postgres and PGlite both carry their SQLSTATE).

const hasCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** True when `error` is a unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');

/** True when `error` is a foreign_key_violation (23503): the row refers to one that does not exist. */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, '23503');
