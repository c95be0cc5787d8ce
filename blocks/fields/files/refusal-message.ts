import type { TFunction } from 'i18next';
import type { UploadRefusal } from './upload-checks.ts';

/** A refused file in the member's words: the limit and the file's size in MB, or the types taken. */
export function refusalMessage(t: TFunction, fileName: string, refusal: UploadRefusal): string {
  return refusal.kind === 'tooLarge'
    ? t('form.files.tooLarge', { name: fileName, limit: refusal.limit, size: refusal.size })
    : t('form.files.wrongType', { name: fileName, accept: refusal.accept });
}
