// A refused upload's error in the member's language (texts files.upload.* of the shell's i18n).
import { megabytes } from '@tessera/schemas';
import { appError, type AppError } from '../../errors.ts';
import type { Refusal } from '../../files/upload-refusal.ts';
import { replyLanguages } from '../../localisation/reply-languages.ts';
import type { SignedInAccount } from '../../operations/sessions/signed-in-account.ts';
import type { ServerContext } from '../../server-context.ts';

/** i18next's `{{name}}` interpolation, which is all these texts use. */
const interpolate = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

function wordingOf(refusal: Refusal): [key: string, values: Record<string, string>] {
  switch (refusal.code) {
    case 'FILE_TOO_LARGE': return ['files.upload.tooLarge', { limit: megabytes(refusal.limit), size: megabytes(refusal.size) }];
    case 'TOO_MANY_FILES': return ['files.upload.tooMany', { limit: String(refusal.limit) }];
    case 'FILE_TYPE_NOT_ACCEPTED': return [`files.upload.${refusal.reason}`, { name: refusal.name }];
  }
}

export async function refusalError(ctx: ServerContext, account: SignedInAccount, refusal: Refusal): Promise<AppError> {
  const { language } = replyLanguages(await ctx.cache.settings(), account);
  const { translations } = await ctx.cache.texts(language);
  const [key, values] = wordingOf(refusal);
  const text = translations[key];
  return appError(refusal.code, typeof text === 'string' ? interpolate(text, values) : undefined);
}
