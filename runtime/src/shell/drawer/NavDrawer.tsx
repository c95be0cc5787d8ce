import { useRef } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { navModules } from '@tessera/schemas';
import { useEditorParts } from '../../edit-mode/editor-parts.ts';
import { useEditMode, useStructure } from '../../state/hooks.ts';
import { useCurrentNavigation } from '../layout/use-current-navigation.ts';
import { Icon } from '../icons/Icon.tsx';
import { DrawerAccount, DrawerIdentity } from './DrawerAccount.tsx';
import { DrawerEditModeSwitch } from './DrawerEditModeSwitch.tsx';
import { DrawerModuleItem } from './DrawerModuleItem.tsx';
import { DrawerSiteLinks } from './DrawerSiteLinks.tsx';
import './nav-drawer.css';

export interface NavDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The small-screen side drawer (spec §2.6): who is signed in, the edit mode switch for those who
 * may edit, the modules and their pages (in
 * edit mode, once the editor is loaded, the editor's: small screens build the header here), the
 * member's own controls with log out, and the footer's links, which small screens have no
 * footer for. A Radix Dialog: focus is trapped inside, Escape and the overlay close it, focus
 * returns to the opener.
 */
export function NavDrawer({ open, onOpenChange }: NavDrawerProps) {
  const { t } = useTranslation();
  const structure = useStructure();
  const editMode = useEditMode();
  const parts = useEditorParts();
  const editor = editMode ? parts : null;
  const { module } = useCurrentNavigation();
  const modules = navModules(structure.modules, { editMode, currentModuleId: module?.id });
  // Two buttons open the drawer and neither is a Dialog.Trigger (they live in other parts of the
  // shell), so Radix would not know where to return focus: remember the opener ourselves.
  const openerRef = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="nav-drawer__overlay" />
        <Dialog.Content
          className="nav-drawer"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (openerRef.current instanceof HTMLElement) openerRef.current.focus();
          }}
        >
          <div className="nav-drawer__head">
            <Dialog.Title className="nav-drawer__title">{t('shell.nav.menu')}</Dialog.Title>
            <Dialog.Close className="t-icon-button" aria-label={t('shell.nav.closeMenu')}>
              <Icon name="close" size={22} />
            </Dialog.Close>
          </div>
          <div className="nav-drawer__body">
            <DrawerIdentity />
            <DrawerEditModeSwitch />
            <nav className="nav-drawer__section" aria-label={t('shell.nav.modules')}>
              {editor ? <editor.DrawerModules onClose={() => onOpenChange(false)} /> : (
                <ul className="nav-drawer__modules">
                  {modules.map((candidate) => (
                    <li key={candidate.id}>
                      <DrawerModuleItem module={candidate} />
                    </li>
                  ))}
                </ul>
              )}
            </nav>
            <DrawerAccount />
            <DrawerSiteLinks />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
