// Brotli and gzip copies of the built text files, made once at build time so the server sends
// them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing: scripts, styles, pages, images as SVG, JSON and the manifest. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest)$/
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of
 * `dir`.
 * @returns how many files were compressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const body = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ]);
    // Written even when a tiny file does not shrink (a few bytes more): every text answer is then
    // encoded alike, which the journeys check.
    await writeFile(`${path}.br`, br);
    await writeFile(`${path}.gz`, gz);
    count++;
  }
  return count;
}

/**
 * Compresses the output directory once everything is written, the service worker included
 * (vite-plugin-pwa writes it in its own closeBundle, so this one runs after it: order 'post').
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tessera-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
