// The header benchmark's page: the shell's real header (module bar with its overflow into "More",
// the current module's page bar, the user menu's button) for a member of a generated site of 200
// modules of 10 pages each, timed from createRoot().render to two frames after the module bar
// has fitted its tabs.
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../../../runtime/src/i18n/i18n.ts';
import { Header } from '../../../../runtime/src/shell/header/Header.tsx';
import { fakeApp, fakeModule, fakePage, fakeRuntime } from '../../../../runtime/src/shell/test-support/fake-app.ts';
import { AppContext } from '../../../../runtime/src/state/app-runtime.ts';
import '../../../../runtime/src/styles/index.css';
import '../../../../runtime/src/shell/layout/shell.css';
import { observeLcp, publish, timeRender } from '../../in-page/render-timing.tsx';

const MODULES = 200;
const PAGES_PER_MODULE = 10;
// Module names of one to three words, so the tabs differ in width as a real site's do.
const WORDS = ['Learn', 'Members', 'Events', 'News', 'Library', 'Committees', 'Volunteering', 'Archive', 'Partners', 'Help'];
const nameOf = (i: number) => [WORDS[i % 10], WORDS[Math.floor(i / 10) % 10], i % 3 === 0 ? String(i) : ''].filter(Boolean).join(' ');

const modules = Array.from({ length: MODULES }, (_, m) =>
  fakeModule(`module-${m + 1}`, Array.from({ length: PAGES_PER_MODULE }, (_, p) => fakePage(`page-${p + 1}`, { name: `${nameOf(m + p)} ${p + 1}` })), { name: nameOf(m) }),
);
const runtime = fakeRuntime(fakeApp(modules));
const router = createMemoryRouter(
  [{ path: '/:moduleSlug/:pageSlug', element: <Header isMobile={false} drawerOpen={false} onOpenDrawer={() => {}} /> }],
  { initialEntries: ['/module-1/page-1'] },
);

const lcp = observeLcp();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const timing = await timeRender(
  root,
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AppContext.Provider value={runtime}>
        <div className="shell" data-layout="desktop" data-page-width="fixed">
          <RouterProvider router={router} />
        </div>
      </AppContext.Provider>
    </I18nextProvider>
  </StrictMode>,
  // The bar has fitted its tabs once "More" shows beside fewer tabs than modules, and the page bar is there.
  () => root.querySelector('.module-tabs__more') !== null && root.querySelectorAll('.module-tabs [data-tab-index]').length < MODULES && root.querySelector('.sub-nav') !== null,
);
await publish({ renderer: 'tessera', modules: MODULES, ...timing, tabsInBar: root.querySelectorAll('.module-tabs [data-tab-index]').length }, lcp);
