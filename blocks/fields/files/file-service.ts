import { createContext, useContext } from 'react';
import type { FileData, FileInfo } from '@tessera/schemas';

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
  getFiles(ids: readonly number[]): Promise<FileInfo[]>;
  remove(id: number): Promise<void>;
  /** Saves a file's title, description or focal point. */
  saveData(id: number, changes: FileData): Promise<void>;
  /**
   * An image's address with the access token the runtime holds: the original, or the thumbnail for
   * an image shown `width` device pixels wide (the server picks the thumbnail width).
   */
  imageUrl(id: number, width?: number): string;
  /** Downloads a file (it is fetched with the member's credentials, then saved under its name). */
  download(file: FileInfo): Promise<void>;
}

/** The file calls of the page; null where no uploads can be made (the fields then say so). */
export const FileServiceContext = createContext<FileService | null>(null);

export const useFileService = () => useContext(FileServiceContext);
