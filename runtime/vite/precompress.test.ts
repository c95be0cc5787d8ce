import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  it('writes .br and .gz beside every text file, and leaves other files alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-precompress-'));
    await mkdir(join(dir, 'js'));
    const script = 'export const greeting = "hello";\n'.repeat(100);
    await writeFile(join(dir, 'js', 'index-AbC123xy.js'), script);
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>hello</p>'.repeat(100)}`);
    await writeFile(join(dir, 'tiny.css'), 'a{}');
    await writeFile(join(dir, 'small.css'), 'body { margin: 0; padding: 0; }\nmain { margin: 0; padding: 0; }\n');
    await writeFile(join(dir, 'icon.png'), Buffer.alloc(4096));

    expect(await precompressDir(dir)).toBe(4);
    expect((await readdir(dir)).sort()).toEqual(['icon.png', 'index.html', 'index.html.br', 'index.html.gz', 'js', 'small.css', 'small.css.br', 'small.css.gz', 'tiny.css', 'tiny.css.br', 'tiny.css.gz']);
    expect(brotliDecompressSync(await readFile(join(dir, 'js', 'index-AbC123xy.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dir, 'js', 'index-AbC123xy.js.gz'))).toString()).toBe(script);
  });
});
