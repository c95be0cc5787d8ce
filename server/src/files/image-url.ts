// Where the API serves a stored file's bytes.

/** `/api/v1/image?id=N`, the public URL of a stored file. */
export const imageUrl = (fileId: number): string => `/api/v1/image?id=${fileId}`;
