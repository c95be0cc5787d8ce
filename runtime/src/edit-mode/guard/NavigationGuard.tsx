import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotice, notify } from '../../shell/notices/notices-store.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { useStore } from '../../state/hooks.ts';
import { leavesPage, linkClick } from '../../navigation/leaves-page.ts';

/**
 * While the admin panel (the settings panel) is open, leaving the page is blocked with "You must
 * close the admin panel before navigating away." (shell spec §4, §8): link clicks are stopped
 * before the router sees them, the browser's back and forward are undone before the router sees
 * them, and closing or reloading the tab asks the browser's own question.
 */
export function NavigationGuard() {
  const { t } = useTranslation();
  const { editorDraft } = useAppRuntime().stores;
  const panelOpen = useStore(editorDraft, (draft) => draft.settingsPanel !== null);

  useEffect(() => {
    if (!panelOpen) return;
    let shown: number | null = null;
    const warn = () => {
      if (shown !== null) dismissNotice(shown);
      shown = notify({ colour: 'warning', message: t('errors.adminPanelOpen') });
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (!leavesPage(linkClick(event, anchor), window.location.href)) return;
      // Capture phase on window: before React's handlers, so the router never starts the navigation.
      event.preventDefault();
      event.stopPropagation();
      warn();
    };
    // Back and forward cannot be cancelled, only undone. A capturing listener on window runs
    // before the router's own (at the target, capturing listeners come first) and keeps it from
    // hearing the move; the router's history entries carry their index, so going back the same
    // number of steps returns to this page's entry (a move we make ourselves, heard and dropped).
    const keptIndex = historyIndex(window.history.state);
    let undoing = false;
    const onPopState = (event: PopStateEvent) => {
      event.stopImmediatePropagation();
      if (undoing) {
        undoing = false;
        return;
      }
      const index = historyIndex(event.state);
      if (index === null || keptIndex === null || index === keptIndex) return;
      undoing = true;
      window.history.go(keptIndex - index);
      warn();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [panelOpen, t]);

  return null;
}

/** The position react-router's browser history keeps in each entry's state, if any. */
function historyIndex(state: unknown): number | null {
  const index = (state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : null;
}
