import { pointer } from './json-pointer.ts';
import { FILE_ID_OPTION } from './options-with-file-ids.ts';
import { validEntries, type SiteTree } from './site-tree.ts';
import { walkPageBlocks } from './walk-blocks.ts';

/** A place in a site file that names an asset. */
export interface AssetRef {
  file: string;
  path: string;
  /** What the file holds there: an asset path when the file is right. */
  value: unknown;
}

/**
 * Every asset reference of the site: options named *fileId at any depth of a block's options,
 * brand logo and favicon, and the footer logo of the settings when given as a path.
 */
export function collectAssetRefs(tree: SiteTree): AssetRef[] {
  const refs: AssetRef[] = [];
  const footerLogo = tree.site?.settings.footer?.footerLogoId;
  if (typeof footerLogo === 'string') refs.push({ file: 'site.json', path: '/settings/footer/footerLogoId', value: footerLogo });
  for (const { file, value: brand } of tree.brands) {
    if (brand?.logo !== undefined) refs.push({ file, path: '/logo', value: brand.logo });
    if (brand?.favicon !== undefined) refs.push({ file, path: '/favicon', value: brand.favicon });
  }
  (tree.site?.accounts ?? []).forEach((account, index) => {
    if (account.avatar !== undefined) refs.push({ file: 'site.json', path: `/accounts/${index}/avatar`, value: account.avatar });
  });
  for (const { file, value: page } of validEntries(tree.modules.flatMap((module) => module.pages))) {
    for (const { block, path } of walkPageBlocks(page)) {
      collectFromOptions(block.options, `${path}/options`, (optionPath, value) => refs.push({ file, path: optionPath, value }));
    }
  }
  return refs;
}

function collectFromOptions(value: unknown, path: string, found: (path: string, value: unknown) => void): void {
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}${pointer(key)}`;
    if (!Array.isArray(value) && FILE_ID_OPTION.test(key)) found(childPath, child);
    else collectFromOptions(child, childPath, found);
  }
}
