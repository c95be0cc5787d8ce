import { Link } from 'react-router';
import { useCan } from '../../permissions/use-can.ts';
import { useEditorParts } from '../../edit-mode/editor-parts.ts';
import { useBrand, useEditMode } from '../../state/hooks.ts';
import { ModuleTabs } from '../tabs/ModuleTabs.tsx';
import { SubNav } from '../sub-nav/SubNav.tsx';
import { UserMenu } from '../user-menu/DeferredUserMenu.tsx';
import { ChatControl } from '../chat/DeferredChatControl.tsx';
import { HeaderNotifications } from '../notifications/DeferredHeaderNotifications.tsx';
import { AdminBar } from './AdminBar.tsx';
import { BrandMark } from './BrandMark.tsx';
import { BurgerButton } from './BurgerButton.tsx';
import { ViewAsBar } from '../view-as/ViewAsBar.tsx';
import './header.css';

export interface HeaderProps {
  isMobile: boolean;
  drawerOpen: boolean;
  onOpenDrawer(): void;
  /** Route meta displayPages: forces the page bar on or off. */
  displayPages?: boolean;
}

/**
 * The sticky header (spec §2.6): the view-as bar while an admin views as list members, the admin bar for admins, the top bar (burger on small screens,
 * logo, module tabs on larger ones, user menu) and the current module's page bar. In edit mode,
 * once the editor is loaded, the module tabs and the page bar are the editor's, inside one drag
 * and drop scope so a page can be dropped on a module tab.
 */
export function Header({ isMobile, drawerOpen, onOpenDrawer, displayPages }: HeaderProps) {
  const can = useCan();
  const activeBrandSettings = useBrand();
  const editMode = useEditMode();
  const parts = useEditorParts();
  const editor = editMode ? parts : null;
  const bars = (
    <>
      <div className="app-header__bar t-container">
        {isMobile && <BurgerButton drawerOpen={drawerOpen} onOpen={onOpenDrawer} />}
        <Link className="app-header__logo" to="/">
          <BrandMark src={activeBrandSettings.logoUrl} name={activeBrandSettings.brandName} />
        </Link>
        {isMobile ? <span className="app-header__spacer" /> : editor ? <editor.ModuleTabs /> : <ModuleTabs />}
        <ChatControl />
        <HeaderNotifications />
        <UserMenu />
      </div>
      {editor ? <editor.SubNav /> : <SubNav displayPages={displayPages} />}
    </>
  );
  return (
    <header className="app-header">
      <ViewAsBar />
      {/* The admin bar shows to admins (shell spec §6): those who may manage everything. */}
      {(can('manage', 'all') || can('manageEditMode', 'items')) && <AdminBar />}
      {editor ? <editor.HeaderDndScope>{bars}</editor.HeaderDndScope> : bars}
    </header>
  );
}
