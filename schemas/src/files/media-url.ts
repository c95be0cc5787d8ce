// How a media URL is built (data spec §7 "Files"): /api/v1/{kind}?id=N, with the image access token
// for uploaded files and, for images, a thumbnail width.
import type { FileKind } from '../generated/model.ts';

export interface MediaUrlOptions {
  /** The image access token (GET /user/image_access_token); site assets need none. */
  token?: string | null;
  /** A thumbnail: 250 px wide unless `width` says otherwise. */
  thumb?: boolean;
  /** The width the image is shown at (the server picks the thumbnail). */
  width?: number;
  /** Cache-busting, ignored by the server. */
  v?: string | number;
}

/**
 * The URL of a stored file's bytes.
 * @example mediaUrl('/api/v1', { kind: 'image', id: 12 }, { token, width: 300 }) → '/api/v1/image?id=12&token=…&thumb=true&width=300'
 */
export function mediaUrl(apiBasePath: string, file: { kind: FileKind; id: number }, options: MediaUrlOptions = {}): string {
  const query = new URLSearchParams({ id: String(file.id) });
  if (options.token) query.set('token', options.token);
  if (options.thumb || options.width !== undefined) query.set('thumb', 'true');
  if (options.width !== undefined) query.set('width', String(Math.ceil(options.width)));
  if (options.v !== undefined) query.set('v', String(options.v));
  return `${apiBasePath}/${file.kind}?${query.toString()}`;
}
