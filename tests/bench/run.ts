// Performance figures with their targets: `npm run bench` runs them all, `npm run bench -- <name>`
// one or more of them. Loopback only; every loop is bounded; the server stops at the end.
import { printFigure, printTable, below, type Figure } from './figures.ts';
import { broadcast } from './broadcast.ts';
import { initLoad } from './init-load.ts';
import { firstLoadJsFigures, firstPageAfterSignIn, launch, measureFirstLoadJs, type FirstPageJs } from './browser.ts';
import { fanout } from './fanout.ts';
import { chatDelivery } from './chat-delivery.ts';
import { layoutShiftOnEveryPage } from './layout-shift.ts';
import { lighthouseHome } from './lighthouse.ts';
import { profilePage } from './profile-page.ts';
import { clientCachedGets } from './client-cache.ts';
import { directorySearch } from './directory-search.ts';
import { discussion } from './discussion.ts';
import { cliHelp, cliValidate } from './cli.ts';
import { formRender } from './form-render.ts';
import { headerRender } from './header-render.ts';
import { renderFixture } from './render-fixture.ts';
import { residentMb, startOnExistingDataDir, stop } from './server.ts';
import { siteSync } from './site-sync.ts';
import { structureOps } from './structure-ops.ts';
import { uploadImage } from './upload-image.ts';

const BENCHMARKS = ['start', 'init-load', 'js-size', 'first-page', 'memory', 'fanout', 'client-cache', 'layout-shift', 'profile-page', 'lighthouse', 'render-fixture', 'header-render', 'form-render', 'structure-ops', 'directory-search', 'cli-help', 'cli-validate', 'site-sync', 'upload-image', 'chat-delivery', 'broadcast', 'discussion'] as const;
type Benchmark = (typeof BENCHMARKS)[number];
const PORT = Number(process.env.TESSERA_BENCH_PORT ?? 3117);

function selected(): Set<Benchmark> {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !(BENCHMARKS as readonly string[]).includes(n));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${BENCHMARKS.join(', ')}`);
    process.exit(2);
  }
  return new Set((names.length > 0 ? names : BENCHMARKS) as Benchmark[]);
}

async function main(): Promise<void> {
  const wanted = selected();
  const figures: Figure[] = [];
  const record = (found: Figure[]) => {
    for (const figure of found) printFigure(figure);
    figures.push(...found);
  };

  // The CLI's benchmarks need no server.
  if (wanted.has('cli-help')) {
    console.log('\ncli-help: tessera --help, the cost of starting the CLI at all');
    record(await cliHelp());
    wanted.delete('cli-help');
  }
  if (wanted.has('cli-validate')) {
    console.log('\ncli-validate: tessera validate on a generated site of 200 modules, 2,000 pages and 10,000 blocks');
    record(await cliValidate());
    wanted.delete('cli-validate');
  }
  if (wanted.has('site-sync')) {
    console.log('\nsite-sync: tessera apply, export, diff on a generated site (200 modules, 2,000 pages, 10,000 blocks), embedded server');
    record(await siteSync());
    wanted.delete('site-sync');
  }
  if (wanted.has('upload-image')) {
    console.log('\nupload-image: POST /files/uploadImage of a 4 MB JPEG with its thumbnails, in process on the embedded database');
    record(await uploadImage());
    wanted.delete('upload-image');
  }
  if (wanted.has('broadcast')) {
    console.log('\nbroadcast: a broadcast to a list of 10,000 members, the embedded server answering GET /init (20 connections) meanwhile');
    record(await broadcast(PORT + 20));
    wanted.delete('broadcast');
  }
  if (wanted.has('directory-search')) {
    console.log('\ndirectory-search: POST /profile/directory\'s search, words typed and a list filter over 50,000 generated members, in process');
    record(await directorySearch());
    wanted.delete('directory-search');
  }
  if (wanted.has('discussion')) {
    // A server of its own: its database gets 10,000 comments between two starts.
    record(await discussion(PORT + 30));
    wanted.delete('discussion');
  }
  if (wanted.has('chat-delivery')) {
    // Servers of its own (two instances on PostgreSQL and Redis), like the fan-out's second part.
    record(await chatDelivery(PORT + 3));
    wanted.delete('chat-delivery');
  }
  if (wanted.size === 0) return finish(figures);

  if (wanted.has('structure-ops')) {
    console.log('\nstructure-ops: a page\'s block tree loaded and a block moved, in process on a generated site');
    record(await structureOps());
    wanted.delete('structure-ops');
    if (wanted.size === 0) return finish(figures);
  }

  console.log('Seeding a data directory from sites/demo, then starting the server on it…');
  const server = await startOnExistingDataDir(PORT, wanted.has('start') ? 3 : 1);
  try {
    if (wanted.has('start')) {
      console.log('\nstart: server start to the first GET /init answered (existing data directory)');
      const starts = [...server.startsMs].sort((a, b) => a - b);
      console.log(`  starts: ${server.startsMs.map((t) => `${Math.round(t)} ms`).join(', ')}`);
      record([below('Server start to first /init (median of 3)', Math.round(starts[1]!), 'ms', 2000)]);
    }
    if (wanted.has('memory')) {
      await new Promise((done) => setTimeout(done, 2000));
      console.log('\nmemory: resident memory of the idle server');
      record([below('Server memory, idle after start', Math.round(residentMb(server)), 'MB', 250)]);
    }
    if (wanted.has('init-load') || wanted.has('memory')) {
      console.log('\ninit-load: GET /api/v1/init as a member, 50 connections × 10 s');
      const load = await initLoad(server);
      if (wanted.has('init-load')) record(load);
      if (wanted.has('memory')) record([below('Server memory after the /init load', Math.round(residentMb(server)), 'MB', 350)]);
    }
    const browserBenchmarks: Benchmark[] = ['js-size', 'first-page', 'client-cache', 'layout-shift', 'profile-page', 'render-fixture', 'header-render', 'form-render'];
    if (browserBenchmarks.some((name) => wanted.has(name))) {
      const browser = await launch();
      try {
        let firstPageJs: FirstPageJs | undefined;
        if (wanted.has('js-size') || wanted.has('render-fixture')) {
          console.log('\njs-size: JavaScript before the first member page shows, as served for br, and for gzip');
          firstPageJs = await measureFirstLoadJs(browser, server);
          if (wanted.has('js-size')) record(firstLoadJsFigures(firstPageJs));
        }
        if (wanted.has('first-page')) {
          console.log('\nfirst-page: submitting the sign-in form to the page in view (title shown, full-page loader gone)');
          record(await firstPageAfterSignIn(browser, server));
        }
        if (wanted.has('layout-shift')) {
          console.log('\nlayout-shift: cumulative layout shift of every demo page, signed in, each loaded afresh');
          record(await layoutShiftOnEveryPage(browser, server));
        }
        if (wanted.has('profile-page')) {
          console.log('\nprofile-page: another member\'s profile page, signed in, warm cache: the click on a link to it until it is in view');
          record(await profilePage(browser, server));
        }
        if (wanted.has('render-fixture') && firstPageJs) {
          console.log('\nrender-fixture: the shared render fixture (1,000 and 5,000 blocks) through the block renderer, production build, 7 loads each');
          record(await renderFixture(browser, firstPageJs.gzipKb));
        }
        if (wanted.has('header-render')) {
          console.log('\nheader-render: the shell header with 200 modules, production build, 7 loads');
          record(await headerRender(browser));
        }
        if (wanted.has('form-render')) {
          console.log('\nform-render: the form screen with 200 fields of mixed types, production build, 7 loads');
          record(await formRender(browser));
        }
        if (wanted.has('client-cache')) {
          console.log('\nclient-cache: 1,000 GETs answered from the API client\'s local cache, in Chromium');
          record(await clientCachedGets(browser, server));
        }
      } finally {
        await browser.close();
      }
    }
    if (wanted.has('lighthouse')) {
      console.log('\nlighthouse: the signed-in home page, desktop and mobile (empty HTTP cache, no service worker)');
      record(await lighthouseHome(server));
    }
    if (wanted.has('fanout')) record(await fanout(PORT + 10));
  } finally {
    await stop(server);
  }
  finish(figures);
}

/** The closing table; the exit code says whether every figure met its target. */
function finish(figures: Figure[]): void {
  printTable(figures);
  process.exitCode = figures.every((f) => f.pass) ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
