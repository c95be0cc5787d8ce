// Who may start a private chat with whom (profile `_canStartChat`): the server decides with it,
// and the runtime reads the flag it sets.

/** What decides whether `reader` may start a chat with `target`. */
export interface ChatStart {
  /** The reader's account; null when not signed in. */
  readerId: number | null;
  targetId: number;
  /** The reader blocks the target. */
  readerBlocksTarget: boolean;
  /** The target blocks the reader. */
  targetBlocksReader: boolean;
}

/** A signed-in member may chat with any other member unless either blocks the other. */
export function mayStartChat({ readerId, targetId, readerBlocksTarget, targetBlocksReader }: ChatStart): boolean {
  return readerId !== null && readerId !== targetId && !readerBlocksTarget && !targetBlocksReader;
}
