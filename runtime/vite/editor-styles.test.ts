import { describe, expect, it } from 'vitest';
import { addStyleModule, editorStylesPlugin } from './editor-styles.ts';

type Hook = (this: unknown, ...args: unknown[]) => Promise<string | null> | string | null;

describe('editorStylesPlugin', () => {
  const plugin = editorStylesPlugin();
  const context = { resolve: async (source: string, importer: string) => ({ id: new URL(source, `file://${importer}`).pathname }) };
  const resolveId = (source: string, importer: string) => (plugin.resolveId as Hook).call(context, source, importer, {});
  const load = (id: string) => (plugin.load as Hook).call(context, id);

  it("turns a sheet of src/edit-mode/ imported there into a module that adds it to the page", async () => {
    const id = await resolveId('./frame.css', '/app/src/edit-mode/editor/frame/BlockFrame.tsx');
    expect(id).not.toMatch(/\.css$/);
    expect(await load(id!)).toBe(addStyleModule('/app/src/edit-mode/editor/frame/frame.css'));
  });

  it("leaves the app's stylesheet the sheets of other folders, whoever imports them", async () => {
    expect(await resolveId('../../shell/sub-nav/sub-nav.css', '/app/src/edit-mode/header/EditSubNav.tsx')).toBeNull();
    expect(await resolveId('./header.css', '/app/src/shell/header/Header.tsx')).toBeNull();
    expect(await load('/app/src/shell/header/header.css')).toBeNull();
  });

  it('adds each sheet as a <style> at the end of <body>, after the app stylesheet', async () => {
    const module = addStyleModule('/app/src/edit-mode/editor/frame/frame.css');
    expect(module).toContain('import css from "/app/src/edit-mode/editor/frame/frame.css?inline"');
    document.body.innerHTML = '<link rel="stylesheet" href="/app/css/style.css"><div id="root"></div>';
    new Function('css', module.replace(/^import .*\n/, ''))('.block-frame{outline:0}');
    expect(document.body.lastElementChild?.outerHTML).toBe('<style>.block-frame{outline:0}</style>');
    document.body.innerHTML = '';
  });
});
