import { createContext, useContext } from 'react';
import type { ThumbnailWidth } from '@tessera/schemas';
import type { FocalPoint } from '../imageUploader/editor/focal-point.ts';

/** What a member writes about a file (forms spec §3 File). */
export interface FileData { title?: string; description?: string; focalPos?: FocalPoint }

/** A stored file as the upload fields show it. */
export interface StoredFile { id: number; name: string; mime: string; size: number; data?: FileData }

/** Where a file is going: an image (5 MB at most) or any other document (100 MB). */
export type UploadKind = 'image' | 'document';

/**
 * The calls the upload fields and the image editor make (data-layer spec §7, files). The runtime
 * provides it over its API client; blocks never talk HTTP themselves. A refused upload rejects
 * with an Error whose message is the server's, shown to the member as it is.
 */
export interface FileService {
  /** Sends files (multipart) and answers their new ids, in order. */
  upload(files: readonly File[], kind: UploadKind): Promise<number[]>;
  /** The stored files of these ids that still exist, in order. */
  getFiles(ids: readonly number[]): Promise<StoredFile[]>;
  remove(id: number): Promise<void>;
  /** Saves a file's title, description or focal point. */
  saveData(id: number, changes: FileData): Promise<void>;
  /** An image's address: the original, or the thumbnail of a width (with the access token the runtime holds). */
  imageUrl(id: number, width?: ThumbnailWidth): string;
  /** Where a file downloads from. */
  downloadUrl(id: number): string;
}

/** The file calls of the page; null where no uploads can be made (the fields then say so). */
export const FileServiceContext = createContext<FileService | null>(null);

export const useFileService = () => useContext(FileServiceContext);
