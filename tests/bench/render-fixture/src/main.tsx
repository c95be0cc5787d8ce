// The render benchmark's page (the shared render fixture procedure, ../README.md): one of the
// bundled fixtures, converted to Tessera's blocks before t0, rendered by Tessera's renderer and
// block registry as a member's page renders its blocks (runtime/src/screens/page/PageBlocks.tsx):
// the same lazily loaded components, sanitiser and visibility checks, with the member's
// visibility context, the priority image, the router and the app's i18n instance around it.
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { BlockRenderContextProvider, findPriorityImage, PageBlockTree, preloadBlockComponents } from '@tessera/blocks';
import type { User } from '@tessera/schemas';
import fixture1000 from 'render-fixture-data/fixture-1000.json';
import fixture5000 from 'render-fixture-data/fixture-5000.json';
import { i18n } from '../../../../runtime/src/i18n/i18n.ts';
import { pageVisibility } from '../../../../runtime/src/screens/page/page-visibility.ts';
import { MOBILE_MEDIA_QUERY } from '../../../../runtime/src/shell/layout/breakpoints.ts';
import '../../../../runtime/src/styles/tokens.css';
import '../../../../runtime/src/styles/prose.css';
import { observeLcp, publish, timeRender } from '../../in-page/render-timing.tsx';
import { convertFixture, STACK_ID_BASE } from './convert-fixture.ts';

const member: User = {
  accountId: 42,
  email: 'ada@demo.test',
  isAdmin: false,
  isElevated: false,
  profile: { accountId: 42, data: { profile: { firstName: 'Ada', lastName: 'Lovelace' }, meta: {} }, acceptedUserListIds: [] },
  listMemberships: [],
};

const lcp = observeLcp();
const n = Number(new URLSearchParams(location.search).get('n') ?? 1000);
const fixture = n === 5000 ? fixture5000 : fixture1000;

const convertStart = performance.now();
const { blocks, rootIds, imageUrls, stacks } = convertFixture(fixture);
const convertMs = performance.now() - convertStart;

// A member's first page loads its blocks' components before it renders (runtime boot/load-app.ts),
// so the page shows whole at once; here too, timed apart.
const componentsStart = performance.now();
await preloadBlockComponents(new Set(blocks.map((block) => block.type)));
const componentsMs = performance.now() - componentsStart;

// What PageBlocks derives from the page and the member, with the fixture's images as data: URIs.
const blocksById = new Map(blocks.map((block) => [block.id, block]));
const visibility = pageVisibility({ user: member, pageType: 'other', targetId: undefined, editMode: false, isMobile: matchMedia(MOBILE_MEDIA_QUERY).matches });
const fileUrl = (fileId: number) => imageUrls[fileId - 1] ?? '';
const priorityImageId = findPriorityImage(blocksById, rootIds, visibility);

/** The fixture's blocks on the page (stacks made for tabs not counted), first tabs only. */
const renderedBlocks = () => {
  let count = 0;
  for (const element of document.querySelectorAll<HTMLElement>('[data-block-type]')) if (Number(element.dataset.blockId) < STACK_ID_BASE) count++;
  return count;
};

const root = document.getElementById('root');
if (!root) throw new Error('host-page.html has no #root');
const timing = await timeRender(
  root,
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <BlockRenderContextProvider blocks={blocksById} visibility={visibility} fileUrl={fileUrl} priorityImageId={priorityImageId}>
          <PageBlockTree ids={rootIds} />
        </BlockRenderContextProvider>
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>,
  () => renderedBlocks() >= fixture.stats.renderedBlocks,
);
await publish({
  renderer: 'tessera',
  n: fixture.n,
  ...timing,
  renderedBlocks: renderedBlocks(),
  expectedRenderedBlocks: fixture.stats.renderedBlocks,
  stacks,
  convertMs,
  componentsMs,
}, lcp);
