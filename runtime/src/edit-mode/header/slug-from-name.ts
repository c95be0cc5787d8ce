import { SLUG_MAX_LENGTH } from '@tessera/schemas';

/**
 * A slug suggested for a new module or page from its name: accents dropped, lower case, every
 * run of other characters one dash, no dash at either end, cut to the longest slug allowed.
 * @example slugFromName('Événements à venir') // 'evenements-a-venir'
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}
