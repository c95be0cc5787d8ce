// The editor's draft: what the admin is doing in edit mode that the server has not settled yet.
// The value lives in an app store from the start (a plain object, no code of the editor), so the
// page can show optimistic edits; it is changed only by the editor chunk, with immer
// (editor/draft-actions.ts). See docs/decisions/0020-edit-mode.md.
import type { Block, PermissionTarget } from '@tessera/schemas';

/** A move shown before the server confirmed it: a block between parents, a page between modules. */
export type PendingMove =
  | { kind: 'block'; blockId: number; fromPageId: number; toPageId: number }
  | { kind: 'page'; pageId: number; fromModuleId: number; toModuleId: number };

/** A block the admin captured to paste elsewhere (move, clone or copy). */
export interface CapturedBlock {
  id: number;
  type: string;
  title?: string | undefined;
  /** The page it was captured on (a move takes it from there). */
  pageId: number;
  /** Where it lay when captured (blockGrants' placeOf): a paste by move is checked there. */
  place: PermissionTarget;
  /** Its type and the types of every block nested in it: a clone creates each of them. */
  types: string[];
}

/** What the settings panel is open for. */
export interface SettingsTarget {
  kind: 'block' | 'page' | 'module';
  id: number;
}

/** The 30 s notice after a delete everywhere (spec §4 Updates). */
export interface RevertNotice {
  token: string;
  blockId: number;
  /** Title or type of the deleted block, for the notice's text. */
  label: string;
}

export interface EditorDraft {
  pendingMoves: PendingMove[];
  capturedBlocks: CapturedBlock[];
  /** The captured-blocks list is minimised to its badge. */
  capturedMinimised: boolean;
  /**
   * Blocks as edited on screen before the server answered, by id; removed when it answers, and
   * rolled back (removed without being saved) when it refuses.
   */
  blockEdits: Record<number, Block>;
  /** Blocks deleted on screen before the server answered. */
  hiddenBlocks: number[];
  settingsPanel: SettingsTarget | null;
  revertNotice: RevertNotice | null;
}

export const emptyDraft: EditorDraft = {
  pendingMoves: [],
  capturedBlocks: [],
  capturedMinimised: false,
  blockEdits: {},
  hiddenBlocks: [],
  settingsPanel: null,
  revertNotice: null,
};
