import { Outlet } from 'react-router';
import { useInAppLinks } from '../../navigation/in-app-links.ts';
import { Header } from '../header/Header.tsx';
import { SkipLink } from '../header/SkipLink.tsx';
import { NavDrawer } from '../drawer/DeferredNavDrawer.tsx';
import { FootnoteFooter } from '../footer/FootnoteFooter.tsx';
import { MobileFooter } from '../footer/MobileFooter.tsx';
import { RecentlyViewed } from '../footer/RecentlyViewed.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { useCurrentNavigation } from './use-current-navigation.ts';
import { useDrawerState } from './use-drawer-state.ts';
import { useIsMobile } from './use-is-mobile.ts';
import './shell.css';

export interface ShellLayoutProps {
  /** Route meta displayPages: forces the current module's page bar on (true) or off (false). */
  displayPages?: boolean;
}

/**
 * The signed-in application's frame, a react-router layout element (spec §2.4): header with
 * admin bar, module bar and page bar; the offline banner; the routed page in <main id="main">;
 * the recently-viewed block; the footnote footer on larger screens or the bottom bar and drawer on small ones. A fluid page
 * (spec §2.5) widens the one content grid for the whole frame, so header, sub-bar, page and
 * footer still start at the same x. Links in site content to the app's own addresses open through the router.
 * @example <Route element={<ShellLayout />}><Route path=":moduleSlug/:pageSlug" … /></Route>
 */
export function ShellLayout({ displayPages }: ShellLayoutProps) {
  const isMobile = useIsMobile();
  useInAppLinks();
  const { page } = useCurrentNavigation();
  const drawer = useDrawerState();
  // Growing past md while the drawer is open leaves no burger to close it with: close it.
  const drawerOpen = drawer.open && isMobile;
  const openDrawer = () => drawer.setOpen(true);
  return (
    <div className="shell" data-layout={isMobile ? 'mobile' : 'desktop'} data-page-width={page?.width === 'fluid' ? 'fluid' : 'fixed'}>
      <SkipLink />
      <Header isMobile={isMobile} drawerOpen={drawerOpen} onOpenDrawer={openDrawer} displayPages={displayPages} />
      <OfflineBanner />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <RecentlyViewed />
      {isMobile ? (
        <>
          <MobileFooter drawerOpen={drawerOpen} onOpenDrawer={openDrawer} />
          <NavDrawer open={drawerOpen} onOpenChange={drawer.setOpen} />
        </>
      ) : (
        <FootnoteFooter />
      )}
    </div>
  );
}
