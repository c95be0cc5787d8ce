// What an uploaded file is, read from its first bytes (file-type), never from its name or the
// content type the client claimed: the kinds the spec accepts (forms spec §9, accepted post files).
import type { FileKind } from '@tessera/schemas';
import { fileTypeFromFile } from 'file-type';

export interface SniffedType {
  kind: FileKind;
  mime: string;
}

/** Images sharp can make thumbnails of and every browser shows. */
const IMAGES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

const DOCUMENTS = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
]);

/** doc, xls and ppt share one container format (CFB); the name tells which of the three it is. */
const CFB_DOCUMENTS: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** flac, ogg, aac, wav, mpeg (mp3) and m4a. */
const AUDIO = new Set(['audio/flac', 'audio/ogg', 'audio/ogg; codecs=opus', 'audio/aac', 'audio/wav', 'audio/mpeg', 'audio/x-m4a', 'audio/mp4']);

/** The accepted kind and type of the file at `path` (uploaded as `name`), or null when it is none of them. */
export async function sniffFile(path: string, name: string): Promise<SniffedType | null> {
  const found = await fileTypeFromFile(path);
  if (!found) return null;
  const { mime } = found;
  if (IMAGES.has(mime)) return { kind: 'image', mime };
  if (DOCUMENTS.has(mime)) return { kind: 'document', mime };
  if (mime === 'application/x-cfb') {
    const cfbType = CFB_DOCUMENTS[name.split('.').pop()?.toLowerCase() ?? ''];
    return cfbType ? { kind: 'document', mime: cfbType } : null;
  }
  if (AUDIO.has(mime)) return { kind: 'audio', mime: mime.split(';')[0]! };
  if (mime.startsWith('video/')) return { kind: 'video', mime };
  return null;
}
