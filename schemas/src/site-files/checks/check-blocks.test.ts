// The loader hands every block of every page to the block catalogue it is given.
import { afterAll, describe, expect, it } from 'vitest';
import type { BlockCatalogue, CheckedBlock } from '../../blocks/block-catalogue.ts';
import { loadSite } from '../load-site.ts';
import { removeFixtures, siteWith, writeFixture } from '../test-support/site-fixture.ts';

afterAll(removeFixtures);

/** A catalogue that records what it is asked and finds `problems` in blocks of type 'broken'. */
function recordingCatalogue() {
  const checked: CheckedBlock[] = [];
  const catalogue: BlockCatalogue = {
    checkBlock(block) {
      checked.push(block);
      return block.type === 'broken' ? [{ path: '/options/size', message: 'must be integer' }, { path: '', message: 'is broken' }] : [];
    },
  };
  return { catalogue, checked };
}

const aboutPage = (blocks: unknown[]) => ({ 'modules/home/pages/about.json': { id: 'about', slug: 'about', name: 'About', blocks } });

describe('loadSite checking blocks', () => {
  it('reports what the catalogue finds, at the block’s JSON path in the page file', async () => {
    const { catalogue, checked } = recordingCatalogue();
    const dir = await writeFixture(siteWith(aboutPage([
      { id: 'cols', type: 'columns', columns: [12], positions: { 'col-0': [{ id: 'tabs', type: 'tabs', children: [{ id: 'inner', type: 'broken' }] }] } },
    ])));
    const { site, problems } = await loadSite(dir, catalogue);
    expect(site).toBeNull();
    expect(problems).toEqual([
      { file: 'modules/home/pages/about.json', path: '/blocks/0/positions/col-0/0/children/0/options/size', message: 'must be integer' },
      { file: 'modules/home/pages/about.json', path: '/blocks/0/positions/col-0/0/children/0', message: 'is broken' },
    ]);
    expect(checked.map((block) => block.type).sort()).toEqual(['broken', 'columns', 'image', 'tabs']);
  });

  it('hands over options as they will be stored: asset paths as file ids, a null file left out', async () => {
    const { catalogue, checked } = recordingCatalogue();
    const dir = await writeFixture(siteWith(aboutPage([
      { id: 'pic', type: 'image', options: { fileId: 'images/hero.png', alt: 'Hero' } },
      { id: 'none', type: 'image', options: { fileId: null, alt: '' } },
    ])));
    expect((await loadSite(dir, catalogue)).problems).toEqual([]);
    // The base site's welcome page holds an image too.
    const options = checked.filter((block) => block.type === 'image').map((block) => block.options);
    expect(options).toEqual(expect.arrayContaining([{ fileId: 1, alt: 'Hero' }, { alt: '' }]));
    expect(options).toHaveLength(3);
  });
});
