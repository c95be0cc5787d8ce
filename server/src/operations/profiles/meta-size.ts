// Caps on profile meta (issue 8, finding 5): it travels with the member's own profile in /init and
// sits in the signed-in cache of every instance, so a member cannot grow it without bound.
import { appError } from '../../errors.ts';

/** The most one value written into the meta may take, as JSON (UTF-8 bytes). */
export const META_VALUE_MAX_BYTES = 8 * 1024;
/** The most the whole meta may take, as JSON (UTF-8 bytes). */
export const META_TOTAL_MAX_BYTES = 32 * 1024;

/** The size of `value` as JSON, in UTF-8 bytes. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
const format = (bytes: number): string => bytes.toLocaleString('en');

/** Throws BAD_REQUEST when the value written at `path` is too large. */
export function assertMetaValueFits(path: string, value: unknown): void {
  const bytes = jsonBytes(value);
  if (bytes > META_VALUE_MAX_BYTES) {
    throw appError('BAD_REQUEST', `meta/${path.replaceAll('.', '/')} is ${format(bytes)} bytes; a value may be at most ${format(META_VALUE_MAX_BYTES)} bytes.`);
  }
}

/** Throws BAD_REQUEST when the whole meta is too large. */
export function assertMetaTotalFits(meta: object): void {
  const bytes = jsonBytes(meta);
  if (bytes > META_TOTAL_MAX_BYTES) {
    throw appError('BAD_REQUEST', `The profile meta would be ${format(bytes)} bytes; it may be at most ${format(META_TOTAL_MAX_BYTES)} bytes in all. Remove something first.`);
  }
}
