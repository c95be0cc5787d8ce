// Content types of the file kinds a site ships, by extension.
import { extname } from 'node:path';
import type { FileKind } from '@tessera/schemas';

const BY_EXTENSION: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type for a file name; unknown kinds are plain bytes. */
export function mimeTypeOf(fileName: string): string {
  return BY_EXTENSION[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/** The kind of file a content type names: which media URL serves it. */
export function kindOfMime(mime: string): FileKind {
  const [group] = mime.split('/');
  return group === 'image' || group === 'audio' || group === 'video' ? group : 'document';
}
