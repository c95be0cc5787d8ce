import { describe, expect, it } from 'vitest';
import { siteFileSchemaRef, siteSchemaFiles } from './site-file-schemas.ts';

describe('siteFileSchemaRef', () => {
  it.each([
    ['site.json', './.schemas/site-file.schema.json'],
    ['modules/home/module.json', '../../.schemas/module-file.schema.json'],
    ['modules/home/pages/welcome.json', '../../../.schemas/page-file.schema.json'],
    ['brands/main.json', '../.schemas/brand-file.schema.json'],
    ['i18n/fr.json', '../.schemas/site-translations-file.schema.json'],
  ])('%s → %s', (file, ref) => {
    expect(siteFileSchemaRef(file)).toBe(ref);
  });

  it('is null for files that are not site files', () => {
    expect(siteFileSchemaRef('images/logo.svg')).toBeNull();
    expect(siteFileSchemaRef('modules/home/pages/deep/x.json')).toBeNull();
    expect(siteFileSchemaRef('tessera.config.json')).toBeNull();
  });
});

describe('siteSchemaFiles', () => {
  const files = siteSchemaFiles();
  const paths = files.map((file) => file.path);

  it('holds every schema a site file names, and those they reference, without $id', () => {
    for (const kind of ['site-file', 'module-file', 'page-file', 'brand-file', 'site-translations-file']) expect(paths).toContain(`.schemas/${kind}.schema.json`);
    expect(paths).toContain('.schemas/block.schema.json');
    expect(paths).toContain('.schemas/api/structure-permissions.schema.json');
    for (const { content } of files) expect(JSON.parse(content)).not.toHaveProperty('$id');
  });

  it('leaves no reference pointing at a file it does not hold', () => {
    for (const { path, content } of files) {
      for (const [, ref] of content.matchAll(/"\$ref": "([^"#]+)/g)) {
        const target = new URL(ref!, `file:///site/${path}`).pathname.slice('/site/'.length);
        expect(paths, `${path} references ${ref}`).toContain(target);
      }
    }
  });
});
