// What the browser checks before it sends a file (forms spec §5 "Uploads", §8, §9). The server
// checks the same again: these checks only spare the member a wasted upload.

import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, megabytes } from '@tessera/schemas';

/**
 * A refused file's size in MB, rounded up to one decimal: rounded to the nearest, a file just over
 * a 5 MB limit would read "5 MB".
 */
const sizeOver = (bytes: number) => String(Math.ceil((bytes / 1_048_576) * 10) / 10);

/** Why a file is refused before it is sent. */
export type UploadRefusal =
  | { kind: 'tooLarge'; limit: string; size: string }
  | { kind: 'wrongType'; accept: string };

/** What a field takes: the `accept` list of its file input and its size limit in bytes. */
export interface UploadLimits { accept: string; maxBytes: number }

/**
 * The `accept` list of an upload field: `image/*` when it takes only images, else its `file_types`
 * rule (a list or a comma-separated text of extensions or MIME types), else anything.
 */
export function acceptOf(imagesOnly: boolean, fileTypes?: unknown): string {
  if (imagesOnly) return 'image/*';
  const types = Array.isArray(fileTypes) ? fileTypes : typeof fileTypes === 'string' ? fileTypes.split(',') : [];
  return types
    .map((type) => String(type).trim().toLowerCase())
    .filter(Boolean)
    .map((type) => (type.includes('/') || type.startsWith('.') ? type : `.${type}`))
    .join(',');
}

/**
 * The size limit of an upload field in bytes: its `size` rule in KB (as the `size` message reads)
 * when it is tighter, else the spec's limit for images or documents.
 */
export function maxBytesOf(imagesOnly: boolean, sizeRuleKb?: unknown): number {
  const ceiling = imagesOnly ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
  return typeof sizeRuleKb === 'number' && sizeRuleKb > 0 ? Math.min(ceiling, sizeRuleKb * 1024) : ceiling;
}

/** Whether a file matches one entry of an `accept` list: an extension, `type/*` or an exact MIME type. */
function matchesAccept(file: Pick<File, 'name' | 'type'>, entry: string): boolean {
  if (entry.startsWith('.')) return file.name.toLowerCase().endsWith(entry);
  if (entry.endsWith('/*')) return file.type.toLowerCase().startsWith(entry.slice(0, -1));
  return file.type.toLowerCase() === entry;
}

/**
 * Why a chosen file may not be sent, or null when it may. The limit and the size come back in MB
 * for the message; the size is rounded up, so a file just over 5 MB never reads as "5 MB".
 */
export function refusalOf(file: Pick<File, 'name' | 'type' | 'size'>, limits: UploadLimits): UploadRefusal | null {
  const accepted = limits.accept.split(',').filter(Boolean);
  if (accepted.length && !accepted.some((entry) => matchesAccept(file, entry))) return { kind: 'wrongType', accept: limits.accept };
  if (file.size > limits.maxBytes) return { kind: 'tooLarge', limit: megabytes(limits.maxBytes), size: sizeOver(file.size) };
  return null;
}
