// The file calls of the upload fields and the image editor (FileService, @tessera/blocks/forms)
// over the API: uploads as multipart and downloads as blobs with fetch, the rest through the typed client.
import { mediaUrl, type FileInfo, type UploadReply } from '@tessera/schemas';
import type { FileService, UploadKind } from '@tessera/blocks/forms';
import { api } from '../api/api.ts';
import { ApiError } from '../api/api-error.ts';
import { jwtStore } from '../session/jwt-store.ts';
import { imageToken } from './image-token.ts';

const UPLOAD_PATHS: Record<UploadKind, string> = { image: 'files/uploadImage', document: 'files/assetUpload' };

/**
 * Sends files as multipart/form-data. The typed client sends JSON only, so uploads use fetch
 * here, with the same bearer and the server's `{error, message}` as the ApiError a refusal gives.
 */
export async function uploadFiles(apiBase: string, path: string, files: readonly File[]): Promise<UploadReply> {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  const jwt = jwtStore.get();
  const response = await fetch(`${apiBase}/${path}`, { method: 'POST', body, headers: jwt ? { Authorization: `Bearer ${jwt}` } : {} });
  const reply = (await response.json().catch(() => ({}))) as Partial<UploadReply> & { error?: string; message?: string };
  if (!response.ok || !Array.isArray(reply.fileIds) || !Array.isArray(reply.files)) {
    throw new ApiError(response.status, reply.error ?? response.statusText, reply.message ?? `HTTP ${response.status}`);
  }
  return { fileIds: reply.fileIds, files: reply.files };
}

async function upload(apiBase: string, files: readonly File[], kind: UploadKind): Promise<number[]> {
  return (await uploadFiles(apiBase, UPLOAD_PATHS[kind], files)).fileIds;
}

/** Fetches a file with the bearer and hands it to the browser to save under its name. */
async function download(apiBase: string, file: FileInfo): Promise<void> {
  const jwt = jwtStore.get();
  const response = await fetch(`${apiBase}/files/download/${file.id}`, { headers: jwt ? { Authorization: `Bearer ${jwt}` } : {} });
  if (!response.ok) throw new ApiError(response.status, response.statusText, `HTTP ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: file.name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** The file calls against the API under `apiBase` (InitReply.basePaths.api). */
export function createFileService(apiBase: string): FileService {
  return {
    upload: (files, kind) => upload(apiBase, files, kind),
    getFiles: async (ids) => (await api.call('POST /files/getFiles', { body: { fileIds: [...ids] }, quiet: true })).files,
    remove: async (id) => { await api.call('DELETE /files/{id}', { params: { id } }); },
    saveData: async (id, changes) => { await api.call('POST /files/{id}/data', { params: { id }, body: { changes } }); },
    imageUrl: (id, width) => mediaUrl(apiBase, { kind: 'image', id }, { token: imageToken(), ...(width === undefined ? {} : { width }) }),
    download: (file) => download(apiBase, file),
  };
}
