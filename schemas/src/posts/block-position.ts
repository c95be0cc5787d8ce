// Where a member is inside a paged post block, kept in the page's query (shell spec §2.4): the
// entry block:{blockId} holds the page number and, when one post is to be shown, its id
// ("3" or "1,245"). Links in notifications point at a post this way.

export interface BlockPosition {
  /** From 1. */
  page: number;
  postId?: number;
}

/** The query entry's name for block `blockId`. */
export const blockPositionKey = (blockId: number): string => `block:${blockId}`;

export const formatBlockPosition = ({ page, postId }: BlockPosition): string => (postId === undefined ? String(page) : `${page},${postId}`);

const POSITIVE = /^[1-9][0-9]{0,8}$/;

/** The position an entry holds; page 1 when it is absent or not one. */
export function parseBlockPosition(value: string | null | undefined): BlockPosition {
  const [page, postId] = (value ?? '').split(',');
  return {
    page: page !== undefined && POSITIVE.test(page) ? Number(page) : 1,
    ...(postId !== undefined && POSITIVE.test(postId) && { postId: Number(postId) }),
  };
}
