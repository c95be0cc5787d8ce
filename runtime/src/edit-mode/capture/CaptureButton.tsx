import { useTranslation } from 'react-i18next';
import type { Block } from '@tessera/schemas';
import { useCurrentNavigation } from '../../shell/layout/use-current-navigation.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { useStore } from '../../state/hooks.ts';
import { captureBlock } from '../editor/draft-actions.ts';
import { EditorIcon } from '../icons/EditorIcon.tsx';
import './capture-button.css';

/**
 * Adds a block to the captured-blocks list, to paste it elsewhere (move, clone or copy). Pressed
 * once it stays pressed: capturing again changes nothing.
 */
export function CaptureButton({ block, className }: { block: Block; className?: string }) {
  const { t } = useTranslation();
  const { editorDraft } = useAppRuntime().stores;
  const captured = useStore(editorDraft, (draft) => draft.capturedBlocks.some((entry) => entry.id === block.id));
  const { page } = useCurrentNavigation();
  const pageId = block.pageId ?? page?.id;
  if (pageId === undefined) return null;
  // Untitled blocks (most headings and texts) go by their key, which says more than the type.
  const name = block.title || block.key;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={captured}
      aria-label={t('capturedBlocks.capture', { name })}
      title={t('capturedBlocks.capture', { name })}
      onClick={() => captureBlock(editorDraft, { id: block.id, type: block.type, title: name, pageId })}
    >
      <EditorIcon name="capture" size={16} />
    </button>
  );
}
