// The demo site's own texts as its files hold them (sites/demo), in a language: its translation
// where the file has one, else the text itself (the default language). Read at test time, so the
// journeys follow the translations instead of copying them.
import { readFileSync } from 'node:fs';
import type { FooterLink, ModuleFile, PageFile, SiteFile } from '@tessera/schemas';
import { walkPageBlocks } from '@tessera/schemas/site-files';

const siteDir = new URL('../../../sites/demo/', import.meta.url);
const read = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, siteDir), 'utf8')) as T;

/** A text of an element in `language`, and whether it has a translation into it. */
export interface SiteText {
  text: string;
  translated: boolean;
}

function inLanguage(own: string, translation: string | undefined): SiteText {
  return translation ? { text: translation, translated: true } : { text: own, translated: false };
}

export interface NavModule {
  slug: string;
  name: SiteText;
  /** The pages a member sees in its sub-bar. */
  pages: Array<{ slug: string; name: SiteText }>;
}

/** The modules in moduleOrder with their pages, named in `language`. */
export function siteNavigation(language: string): NavModule[] {
  const { settings } = read<SiteFile>('site.json');
  return settings.moduleOrder.map((key) => {
    const module = read<ModuleFile>(`modules/${String(key)}/module.json`);
    const pages = module.childIds.map((pageKey) => read<PageFile>(`modules/${String(key)}/pages/${pageKey}.json`)).filter((page) => !page.hideFromNav);
    return {
      slug: module.slug,
      name: inLanguage(module.name, module.translations?.[language]?.name),
      pages: pages.map((page) => ({ slug: page.slug, name: inLanguage(page.name, page.translations?.[language]?.name) })),
    };
  });
}

/** A block option's text in `language` (options.text of a heading, options.html of rich text…). */
export function blockText(moduleKey: string, pageKey: string, blockKey: string, option: string, language: string): SiteText {
  const block = walkPageBlocks(read<PageFile>(`modules/${moduleKey}/pages/${pageKey}.json`)).find((at) => at.block.id === blockKey)?.block;
  const own = (block?.options as Record<string, unknown> | undefined)?.[option];
  if (typeof own !== 'string') throw new Error(`The demo page ${moduleKey}/${pageKey} has no block '${blockKey}' with a text option '${option}'`);
  return inLanguage(own, block?.translations?.[language]?.options?.[option]);
}

/** The footer's link labels in `language`. */
export function footerLabels(language: string): SiteText[] {
  const { settings } = read<SiteFile>('site.json');
  const translated: Record<string, { label?: string } | undefined> = settings.translations?.[language]?.footer ?? {};
  return Object.entries(settings.footer ?? {}).flatMap(([name, link]) =>
    (typeof link === 'object' && link !== null ? [inLanguage((link as FooterLink).label, translated[name]?.label)] : []));
}

/** The plain text of an HTML fragment's first heading (rich text blocks start with one). */
export function firstHeading(html: string): string {
  const match = /<h[1-6][^>]*>(.*?)<\/h[1-6]>/.exec(html);
  if (!match?.[1]) throw new Error(`No heading in ${html.slice(0, 60)}…`);
  return match[1].replace(/<[^>]+>/g, '');
}
