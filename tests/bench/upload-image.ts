// Uploading a 4 MB JPEG (issue 12: under 1 s): POST /files/uploadImage through the whole server
// in process (multipart streamed to disk, content sniffed, the eight thumbnail widths made with
// sharp, the row written), on the embedded database, signed in as a demo member. Each upload is
// new noise, so no upload finds its thumbnails already made.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildApp } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { diskFileStore } from '../../server/src/files/file-store.ts';
import { changeFeed } from '../../server/src/operations/change-feed.ts';
import { multipartBody } from '../../server/src/routes/files/multipart-body.ts';
import { seedIfEmpty } from '../../server/src/seed.ts';
import { below, reported, type Figure } from './figures.ts';
import { DEMO_PASSWORD } from './server.ts';

const RUNS = 5;
const TARGET_BYTES = 4 * 1024 * 1024;
const DEMO_SITE = fileURLToPath(new URL('../../sites/demo/', import.meta.url));

/** A JPEG of random pixels (which compress badly) of about 4 MB, different each time (`seed` shifts the grey). */
async function noisyJpeg(seed: number): Promise<Buffer> {
  const background = { r: 100 + seed, g: 128, b: 150 - seed };
  return sharp({ create: { width: 2900, height: 2000, channels: 3, background, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 92 }).toBuffer();
}

export async function uploadImage(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-upload-'));
  const db = openDatabase({ kind: 'pglite', dir: join(dir, 'db') });
  const files = diskFileStore(join(dir, 'files'));
  const changes = changeFeed();
  try {
    await migrateToLatest(db);
    await seedIfEmpty({ db, changes }, files, DEMO_SITE);
    const app = await buildApp({ db, files, changes, jwtSecret: new TextEncoder().encode('bench-secret-'.repeat(4)), runtimeDir: join(dir, 'no-runtime') });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'ada@demo.test', password: DEMO_PASSWORD } });
      const authorization = `Bearer ${login.json<{ jwt: string }>().jwt}`;
      const images = await Promise.all(Array.from({ length: RUNS + 1 }, (_, i) => noisyJpeg(i)));
      const times: number[] = [];
      for (const [index, bytes] of images.entries()) {
        const { payload, headers } = multipartBody([{ name: 'file', filename: `photo-${index}.jpg`, type: 'image/jpeg', bytes }]);
        const started = performance.now();
        const response = await app.inject({ method: 'POST', url: '/api/v1/files/uploadImage', payload, headers: { ...headers, authorization } });
        const took = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`Upload ${index} answered ${response.statusCode}: ${response.body}`);
        if (index > 0) times.push(took); // the first warms up sharp and the routes
      }
      const sorted = [...times].sort((a, b) => a - b);
      const sizeMb = images.reduce((sum, image) => sum + image.byteLength, 0) / images.length / 1_048_576;
      console.log(`  ${RUNS} uploads of 2900×2000 JPEGs of ${sizeMb.toFixed(2)} MB (target ${TARGET_BYTES / 1_048_576} MB): ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`);
      return [
        below('Upload of a 4 MB JPEG with its 8 thumbnails, median', Math.round(sorted[Math.floor(sorted.length / 2)]!), 'ms', 1000),
        reported('Upload of a 4 MB JPEG with its 8 thumbnails, slowest', Math.round(sorted[sorted.length - 1]!), 'ms'),
      ];
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
