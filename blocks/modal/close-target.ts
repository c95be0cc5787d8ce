import type { EnclosingTab } from './enclosing-tab.ts';

/** Where a member goes when they close a modal without agreeing. */
export type CloseTarget =
  | { kind: 'close' }
  | { kind: 'tab'; tab: EnclosingTab }
  | { kind: 'back' }
  | { kind: 'reopen' };

export interface CloseInputs {
  requiresAgreeing: boolean;
  editMode: boolean;
  /** The tab to go to when the modal stands in a tabs block (enclosingTab). */
  tab: EnclosingTab | null;
  /** The browser history has an entry before this one inside the app. */
  canGoBack: boolean;
}

/**
 * A modal that requires agreeing cannot just close outside edit mode: its content stays out of
 * reach. It goes to the tab beside it inside a tabs block, else back in history, else (nowhere to
 * go: the page was opened directly) it opens again. Any other modal simply closes.
 */
export function closeTarget({ requiresAgreeing, editMode, tab, canGoBack }: CloseInputs): CloseTarget {
  if (!requiresAgreeing || editMode) return { kind: 'close' };
  if (tab) return { kind: 'tab', tab };
  return canGoBack ? { kind: 'back' } : { kind: 'reopen' };
}
