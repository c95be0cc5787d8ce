import { resizePlan, type UploaderOptions } from './resize-plan.ts';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The file's name with the extension of its new type. */
const renamed = (name: string, mime: string) => `${name.replace(/\.[^./]+$/, '') || 'image'}.${EXTENSIONS[mime] ?? 'img'}`;

/**
 * The chosen image as it is sent (decision 0035): scaled down on a canvas to fit the uploader's
 * box and encoded as its type and quality, or the file itself when nothing needs doing or the
 * browser cannot read it (the server then judges it). Transparent parts turn white in a JPEG.
 */
export async function prepareImage(file: File, options: UploaderOptions = {}): Promise<File> {
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return file;
  try {
    const plan = resizePlan({ width: bitmap.width, height: bitmap.height }, file.type, options);
    if (!plan) return file;
    const canvas = document.createElement('canvas');
    canvas.width = plan.width;
    canvas.height = plan.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    if (plan.mime === 'image/jpeg') {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, plan.width, plan.height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, plan.width, plan.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, plan.mime, plan.quality));
    return blob ? new File([blob], renamed(file.name, blob.type), { type: blob.type }) : file;
  } finally {
    bitmap.close();
  }
}
