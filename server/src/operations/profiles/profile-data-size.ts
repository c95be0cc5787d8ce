// A cap on profile data: profiles travel in batches of up to 100 (POST /profile/collection) and sit
// in the signed-in cache, so one member cannot grow theirs without bound.
import { appError } from '../../errors.ts';

/** The most a profile's data (its values, not the meta) may take, as JSON (UTF-8 bytes). */
export const PROFILE_DATA_MAX_BYTES = 64 * 1024;

/** Throws BAD_REQUEST when the profile data would be too large. */
export function assertProfileDataFits(profile: object): void {
  const bytes = Buffer.byteLength(JSON.stringify(profile), 'utf8');
  if (bytes > PROFILE_DATA_MAX_BYTES) {
    throw appError('BAD_REQUEST', `The profile would take ${bytes.toLocaleString('en')} bytes; it may take at most ${PROFILE_DATA_MAX_BYTES.toLocaleString('en')} bytes. Shorten some answers.`);
  }
}
