import { useCallback, useMemo } from 'react';
import { BlockRenderContextProvider, findPriorityImage, FormHostContext, PageBlockTree } from '@tessera/blocks';
import type { Module, Page } from '@tessera/schemas';
import { useEditorParts } from '../../edit-mode/editor-parts.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { useEditMode, useSession, useStore, useTextEdit, useUser } from '../../state/hooks.ts';
import { useIsMobile } from '../../shell/index.ts';
import { blocksAsEdited } from './blocks-as-edited.ts';
import { pageVisibility } from './page-visibility.ts';
import { useFormHost } from './use-form-host.ts';

/**
 * The page's top-level blocks (positions col-0) and everything nested in them; its first image
 * loads eagerly with high priority, the others lazily (findPriorityImage). In edit mode, once the
 * editor is loaded, every block gets the editor's frame, every container column and the page
 * their add-block tools; in text edit mode the frame alone (its texts editable in place). The
 * form blocks reach fields and profiles through the form host (use-form-host.ts).
 */
export function PageBlocks({ page, module, targetId }: { page: Page; module: Module; targetId: string | undefined }) {
  const user = useUser();
  const editMode = useEditMode();
  const textEdit = useTextEdit();
  const { basePaths } = useSession();
  const { editorDraft } = useAppRuntime().stores;
  const blockEdits = useStore(editorDraft, (draft) => draft.blockEdits);
  const hiddenBlocks = useStore(editorDraft, (draft) => draft.hiddenBlocks);
  const editor = useEditorParts();
  const isMobile = useIsMobile();
  const blocks = useMemo(() => blocksAsEdited(page, { blockEdits, hiddenBlocks }), [page, blockEdits, hiddenBlocks]);
  const visibility = useMemo(
    () => pageVisibility({ user, pageType: page.type, targetId, editMode, isMobile }),
    [user, page.type, targetId, editMode, isMobile],
  );
  const fileUrl = useCallback((fileId: number) => `${basePaths.api}/image?id=${fileId}`, [basePaths.api]);
  const rootIds = useMemo(() => page.positions['col-0'] ?? [], [page.positions]);
  const priorityImageId = useMemo(() => findPriorityImage(blocks, rootIds, visibility), [blocks, rootIds, visibility]);
  const editing = editMode && editor !== null;
  // Text edit mode frames blocks too: the frame offers their texts for editing in place.
  const framed = (editMode || textEdit) && editor !== null;
  const formHost = useFormHost(page.type, targetId);

  return (
    <FormHostContext.Provider value={formHost}>
      <BlockRenderContextProvider blocks={blocks} visibility={visibility} fileUrl={fileUrl} priorityImageId={priorityImageId} frame={framed ? editor.BlockFrame : undefined} columnTools={editing ? editor.ColumnTools : undefined}>
        {framed ? <editor.PageEditor page={page} module={module}><PageBlockTree ids={rootIds} /></editor.PageEditor> : <PageBlockTree ids={rootIds} />}
        {editing && <editor.CapturedBlocks page={page} />}
      </BlockRenderContextProvider>
    </FormHostContext.Provider>
  );
}
