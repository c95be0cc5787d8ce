import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The CLI package's own folder (holding templates/): found upwards from this module, which is
 * cli/src/… when run from sources and cli/dist/… when run from the bundle.
 */
export function cliRoot(): string {
  for (let dir = import.meta.dirname; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'templates')) && existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`The tessera CLI's templates folder was not found above ${import.meta.dirname}.`);
}
