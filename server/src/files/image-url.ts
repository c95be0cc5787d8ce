// Where the API serves a stored file's bytes (the token, thumb and width are the reader's to add).
import { mediaUrl, type FileKind } from '@tessera/schemas';
import { API_PREFIX } from '../http/register-api.ts';

/** `/api/v1/{kind}?id=N`: the URL of a stored file. */
export const fileUrl = (kind: FileKind, fileId: number): string => mediaUrl(API_PREFIX, { kind, id: fileId });

/** `/api/v1/image?id=N`: the URL of a stored image (site logos and favicons). */
export const imageUrl = (fileId: number): string => fileUrl('image', fileId);
