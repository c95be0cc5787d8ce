import { useTranslation } from 'react-i18next';
import type { Block } from '@tessera/schemas';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { useStore } from '../../state/hooks.ts';
import { captureBlock } from '../editor/draft-actions.ts';
import { usePageScope } from '../editor/page/page-scope.ts';
import { useBlockGrants } from '../editor/page/use-block-grants.ts';
import { EditorIcon } from '../icons/EditorIcon.tsx';
import { subtreeTypes } from '../paste/paste-destinations.ts';
import './capture-button.css';

/**
 * Adds a block to the captured-blocks list, to paste it elsewhere (move, clone or copy), with where
 * it lies and the types it holds, which the paste's checks read. Pressed once it stays pressed:
 * capturing again changes nothing. Capturing writes nothing, so it is offered on every block: a
 * block the user may not move may still be cloned where the user may create its types.
 */
export function CaptureButton({ block, className }: { block: Block; className?: string }) {
  const { t } = useTranslation();
  const { editorDraft } = useAppRuntime().stores;
  const captured = useStore(editorDraft, (draft) => draft.capturedBlocks.some((entry) => entry.id === block.id));
  const { page } = usePageScope();
  const grants = useBlockGrants();
  // Untitled blocks (most headings and texts) go by their key, which says more than the type.
  const name = block.title || block.key;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={captured}
      aria-label={t('capturedBlocks.capture', { name })}
      title={t('capturedBlocks.capture', { name })}
      onClick={() => captureBlock(editorDraft, {
        id: block.id, type: block.type, title: name, pageId: page.id, place: grants.placeOf(block.id), types: subtreeTypes(page, block.id),
      })}
    >
      <EditorIcon name="capture" size={16} />
    </button>
  );
}
