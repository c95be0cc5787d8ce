// Keys for blocks the editor makes: unique on their page, readable in site files.
import { randomBytes } from 'node:crypto';

const KEY_MAX = 64;

/** A new key from `base` (a type or another block's key): lower-case, with a random suffix. */
export function freshKey(base: string): string {
  const stem = base.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+/, '').slice(0, KEY_MAX - 7) || 'block';
  return `${stem}-${randomBytes(3).toString('hex')}`;
}

/** `key`, or a fresh one from it when `taken` has it. */
export function keyFreeIn(key: string, taken: ReadonlySet<string>): string {
  let candidate = key;
  while (taken.has(candidate)) candidate = freshKey(key.replace(/-[0-9a-f]{6}$/, ''));
  return candidate;
}
