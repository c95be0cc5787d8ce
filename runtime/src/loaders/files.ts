// File descriptions by id (spec data layer §7/§9): POST files/getFiles batched with a 10 ms delay,
// one batch per scope.
import type { FileInfo, GetFilesReply } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { createBatchLoader, type BatchLoader } from './batch-loader.ts';

export type FilesFetcher = (fileIds: number[], scope: string | undefined) => Promise<GetFilesReply>;

/** Builds loadFile over a fetcher; the app uses `loadFile` below. */
export function createFileLoader(fetcher: FilesFetcher): (fileId: number, scope?: string) => Promise<FileInfo | undefined> {
  const byScope = new Map<string | undefined, BatchLoader<FileInfo>>();
  return (fileId, scope) => {
    let loader = byScope.get(scope);
    if (!loader) {
      loader = createBatchLoader<FileInfo>({
        schedule: 'delay',
        loadBatch: async (ids) => new Map((await fetcher(ids, scope)).files.map((file) => [file.id, file])),
      });
      byScope.set(scope, loader);
    }
    return loader.load(fileId);
  };
}

/** A file's name, type, size and URL; undefined when the server does not know the id. */
export const loadFile = createFileLoader((fileIds, scope) =>
  api.call('POST /files/getFiles', { body: scope === undefined ? { fileIds } : { scope, fileIds }, quiet: true }));
