// Why an upload was refused, as data: the route words it in the member's language
// (routes/files/refusal-message.ts), the operation only decides.

export type Refusal =
  /** A file over its kind's limit (bytes); `size` is its size in bytes. */
  | { code: 'FILE_TOO_LARGE'; limit: number; size: number }
  /** More files in one upload than its route takes (`limit`). */
  | { code: 'TOO_MANY_FILES'; limit: number }
  /** A file whose content is not an image where only images are accepted. */
  | { code: 'FILE_TYPE_NOT_ACCEPTED'; reason: 'notAnImage' | 'typeNotAccepted'; name: string };

export class UploadRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
    this.name = 'UploadRefused';
  }
}
