import { useCallback, useMemo } from 'react';
import {
  ApplyHostContext, BlockRenderContextProvider, BlockRenderer, DirectoryHostContext, findPriorityImage, FormHostContext, ModalHostContext, PageBlockTree, PostsHostContext,
} from '@tessera/blocks';
import type { Module, Page } from '@tessera/schemas';
import { useEditorParts } from '../../edit-mode/editor-parts.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { useEditMode, useSession, useStore, useTextEdit, useUser } from '../../state/hooks.ts';
import { useIsMobile } from '../../shell/index.ts';
import { blocksAsEdited } from './blocks-as-edited.ts';
import { useModalHost } from './modal/use-modal-host.ts';
import { pageVisibility } from './page-visibility.ts';
import { useApplyHost } from './use-apply-host.ts';
import { useDirectoryHost } from './use-directory-host.ts';
import { useFormHost } from './use-form-host.ts';
import { usePostsHost } from './use-posts-host.ts';

/**
 * The page's top-level blocks (positions col-0) and everything nested in them; its first image
 * loads eagerly with high priority, the others lazily (findPriorityImage). In edit mode, once the
 * editor is loaded, every block gets the editor's frame, every container column and the page
 * their add-block tools; in text edit mode the frame alone (its texts editable in place). The
 * form blocks reach fields and profiles through the form host (use-form-host.ts).
 * The page's related modal (relatedBlocks.modal) renders after them: the modal block opens by
 * itself when it should (never in edit mode, where it shows a button instead) and records what
 * the member did in their profile meta through the modal host. The member directory searches
 * through the directory host (use-directory-host.ts); the post blocks post, react and hear their
 * block live through the posts host (use-posts-host.ts).
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
  const modalHost = useModalHost();
  const relatedModalId = page.relatedBlocks?.modal;
  const editing = editMode && editor !== null;
  // Text edit mode frames blocks too: the frame offers their texts for editing in place.
  const framed = (editMode || textEdit) && editor !== null;
  const formHost = useFormHost(page.type, targetId);
  const applyHost = useApplyHost();
  const directoryHost = useDirectoryHost();
  const postsHost = usePostsHost(module.id);

  const content = (
    <>
      <PageBlockTree ids={rootIds} />
      {relatedModalId !== undefined && blocks.has(relatedModalId) && <BlockRenderer id={relatedModalId} />}
    </>
  );

  return (
    <FormHostContext.Provider value={formHost}>
      <ApplyHostContext value={applyHost}>
        <DirectoryHostContext value={directoryHost}>
          <PostsHostContext value={postsHost}>
          <BlockRenderContextProvider blocks={blocks} visibility={visibility} fileUrl={fileUrl} priorityImageId={priorityImageId} frame={framed ? editor.BlockFrame : undefined} columnTools={editing ? editor.ColumnTools : undefined}>
            <ModalHostContext value={modalHost}>
              {framed ? <editor.PageEditor page={page} module={module}>{content}</editor.PageEditor> : content}
            </ModalHostContext>
            {editing && <editor.CapturedBlocks page={page} />}
          </BlockRenderContextProvider>
          </PostsHostContext>
        </DirectoryHostContext>
      </ApplyHostContext>
    </FormHostContext.Provider>
  );
}
