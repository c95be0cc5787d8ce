// Why a feed could not be read: the reply's errno (api/external FeedReply).

export const FEED_ERRNO = {
  /** Not http(s), or it (or a redirect) resolves to an address the server may not fetch from. */
  notAllowed: 1,
  /** No answer, a time-out, an error status, too many redirects. */
  unreachable: 2,
  tooLarge: 3,
  notAFeed: 4,
} as const;

export type FeedErrno = (typeof FEED_ERRNO)[keyof typeof FEED_ERRNO];

/** A failed feed read and its errno. */
export class FeedError extends Error {
  constructor(readonly errno: FeedErrno, message: string) {
    super(message);
    this.name = 'FeedError';
  }
}
