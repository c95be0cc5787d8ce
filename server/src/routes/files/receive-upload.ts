// Streams an upload's multipart/form-data body to the file store's staging area, hashing and
// counting as it goes: nothing is held in memory but a chunk, and past a file's limit nothing more
// is written (the bytes are still counted, up to the route's limit, to tell the member its size).
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { UploadDefinition } from '@tessera/schemas/contract';
import type { FastifyRequest } from 'fastify';
import { appError } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { UploadRefused } from '../../files/upload-refusal.ts';

/** A file written to the staging area: its hash and size were computed while it was written. */
export interface StagedFile {
  name: string;
  stagingPath: string;
  sha256: string;
  size: number;
}

export interface ReceivedUpload {
  files: StagedFile[];
  /** The text parts, by name (each name once). */
  fields: Record<string, string>;
}

export interface UploadLimits {
  upload: UploadDefinition;
  /** The most bytes one file may have (the largest any accepted kind allows). */
  fileBytes: number;
  /** The most bytes of the whole body the server reads (the route's bodyLimit). */
  bodyBytes: number;
}

const FILE_PART = 'file';
const MAX_TEXT_PARTS = 8;
const MAX_TEXT_BYTES = 1024;

/** Hashes and counts what passes; drops every byte past `keep` (the file is over its limit then). */
class Measure extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;

  constructor(private readonly keep: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.byteLength;
    if (this.bytes > this.keep) return done();
    this.hash.update(chunk);
    done(null, chunk);
  }
}

/** The size a refused file is said to have: as counted, or the body's declared length when the count stopped at the route's limit. */
function sizeOf(counted: number, truncated: boolean, request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  return truncated && Number.isFinite(declared) ? Math.max(counted, declared) : counted;
}

/**
 * Receives the files (parts named `file`) and text parts of an upload. Refuses (UploadRefused) a
 * body or a file over its limit, BAD_REQUEST anything else out of shape; staged files are
 * discarded when it throws, and are the caller's to commit or discard when it returns.
 */
export async function receiveUpload(request: FastifyRequest, store: FileStore, limits: UploadLimits): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw appError('BAD_REQUEST', 'Send the files as multipart/form-data, each in a part named file.');
  const declared = Number(request.headers['content-length']);
  if (declared > limits.bodyBytes) throw new UploadRefused({ code: 'FILE_TOO_LARGE', limit: limits.fileBytes, size: declared });

  const received: ReceivedUpload = { files: [], fields: {} };
  try {
    const parts = request.parts({
      limits: { fileSize: limits.bodyBytes, files: limits.upload.maxFiles, fields: MAX_TEXT_PARTS, fieldSize: MAX_TEXT_BYTES, parts: limits.upload.maxFiles + MAX_TEXT_PARTS },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || typeof part.value !== 'string') throw appError('BAD_REQUEST', `The part ${part.fieldname} is longer than ${MAX_TEXT_BYTES} bytes.`);
        if (part.fieldname in received.fields) throw appError('BAD_REQUEST', `The part ${part.fieldname} is sent twice.`);
        received.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== FILE_PART) {
        part.file.resume();
        throw appError('BAD_REQUEST', `Send each file in a part named ${FILE_PART}, not ${part.fieldname}.`);
      }
      const stagingPath = await store.stagingPath();
      const measure = new Measure(limits.fileBytes);
      await pipeline(part.file, measure, createWriteStream(stagingPath));
      const file = { name: part.filename, stagingPath, sha256: measure.hash.digest('hex'), size: measure.bytes };
      received.files.push(file);
      if (measure.bytes > limits.fileBytes) {
        throw new UploadRefused({ code: 'FILE_TOO_LARGE', limit: limits.fileBytes, size: sizeOf(measure.bytes, part.file.truncated, request) });
      }
    }
  } catch (error) {
    await discardStaged(store, received.files);
    throw uploadError(error, limits);
  }
  if (received.files.length === 0) throw appError('BAD_REQUEST', `Send at least one file, in a part named ${FILE_PART}.`);
  return received;
}

export async function discardStaged(store: FileStore, files: readonly StagedFile[]): Promise<void> {
  await Promise.all(files.map((file) => store.discard(file.stagingPath)));
}

/** @fastify/multipart's refusals: too many files as TOO_MANY_FILES (worded for the member), too many parts and malformed bodies as BAD_REQUEST. */
function uploadError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof UploadRefused || (error instanceof Error && error.name === 'AppError')) return error;
  if ((error as { code?: string }).code === 'FST_FILES_LIMIT') return new UploadRefused({ code: 'TOO_MANY_FILES', limit: limits.upload.maxFiles });
  const statusCode = (error as { statusCode?: number }).statusCode;
  if (error instanceof Error && statusCode !== undefined && statusCode < 500) return appError('BAD_REQUEST', error.message);
  if (error instanceof Error && /multipart|Unexpected end|boundary/i.test(error.message)) return appError('BAD_REQUEST', `The multipart body is malformed: ${error.message}`);
  return error;
}
