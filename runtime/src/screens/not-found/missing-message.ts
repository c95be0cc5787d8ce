/** The spec's messages for something the address names but the site does not have (§8). */
const MISSING_MESSAGE_KEYS = ['errors.moduleNotFound', 'errors.pageNotInModule', 'errors.pageNotFound', 'errors.profileNotFound'] as const;

export type MissingMessageKey = (typeof MISSING_MESSAGE_KEYS)[number];

/** The message a navigation to /404 carries in its state, when it carries a known one. */
export function missingMessageOf(state: unknown): MissingMessageKey | null {
  const key = typeof state === 'object' && state !== null ? (state as { missing?: unknown }).missing : undefined;
  return MISSING_MESSAGE_KEYS.find((candidate) => candidate === key) ?? null;
}
