// Test support: a multipart/form-data body as a browser's FormData sends it, for app.inject.
import { randomUUID } from 'node:crypto';

export type FormPart = { name: string; value: string } | { name: string; filename: string; type?: string; bytes: Uint8Array };

/** The body and its content-type header. */
export function multipartBody(parts: readonly FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tessera${randomUUID()}`;
  const chunks = parts.flatMap((part) => {
    const head = 'bytes' in part
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    return [Buffer.from(head), 'bytes' in part ? Buffer.from(part.bytes) : Buffer.from(part.value), Buffer.from('\r\n')];
  });
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
