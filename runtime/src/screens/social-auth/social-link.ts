import type { TFunction } from 'i18next';
import type { NoticeInput } from '../../shell/notices/notices-store.ts';
import { APP_BASE } from '../../navigation/app-base.ts';

/** The query the sign-in provider returns to /socialAuth with (spec §5: all four are required). */
export interface SocialLinkQuery {
  provider: string;
  dataString: string;
  source: string;
  returnTo: string;
}

/** Reads the social link query; null when any of its four values is missing. */
export function readSocialLinkQuery(params: URLSearchParams): SocialLinkQuery | null {
  const provider = params.get('provider');
  const dataString = params.get('dataString');
  const source = params.get('source');
  const returnTo = params.get('returnTo');
  if (!provider || !dataString || !source || !returnTo) return null;
  return { provider, dataString, source, returnTo };
}

/**
 * The in-app path to go back to: returnTo with its leading /app removed. Anything that is not a
 * same-origin path ('//evil.example', 'https://…') leads home instead.
 */
export function appPathFromReturnTo(returnTo: string | null): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//')) return '/';
  const inApp = returnTo === APP_BASE || returnTo.startsWith(`${APP_BASE}/`) || returnTo.startsWith(`${APP_BASE}?`);
  const path = inApp ? returnTo.slice(APP_BASE.length) : returnTo;
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * The notice after linking: created is good news, exists a warning, anything else an error.
 * The server's message wins; otherwise a default text naming the provider.
 */
export function socialLinkNotice(status: string, serverMessage: string | undefined, provider: string, t: TFunction): NoticeInput {
  if (status === 'created') return { colour: 'positive', message: serverMessage || t('socialAuth.created', { provider }) };
  if (status === 'exists') return { colour: 'warning', message: serverMessage || t('socialAuth.exists', { provider }) };
  return { colour: 'negative', message: serverMessage || t('socialAuth.error', { provider }) };
}
