import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { EditorBody, type EditorBodyProps } from './EditorBody.tsx';
import type { FocalPoint } from './focal-point.ts';
import { useEditorState } from './use-editor-state.ts';
import './image-editor.css';

export type EditorMode = 'inline' | 'fullscreen';

export interface ImageEditorProps extends Omit<EditorBodyProps, 'mode' | 'onToggleFullscreen' | 'state'> {
  /** The focal point saved on the file. */
  focal: FocalPoint;
  /** The image is new since editing began: Done saves it even with the focal point unmoved. */
  unsaved?: boolean;
  /** Where editing starts: in the field, or over the whole screen. */
  initialMode?: EditorMode;
}

/**
 * The image editor (forms spec §2 "Image editor"), loaded only when a member edits an image: inline
 * in the field, or full screen in a modal dialog; it can switch between the two. Closing the
 * dialog by Escape is the body's to decide (not while the previews show). What was done stays
 * when switching between the two: the state is kept here, above both.
 */
export default function ImageEditor({ initialMode = 'inline', focal, unsaved = false, ...props }: ImageEditorProps) {
  const { t } = useTranslation();
  const state = useEditorState(focal, unsaved);
  const [mode, setMode] = useState<EditorMode>(initialMode);
  const toggle = () => setMode((current) => (current === 'inline' ? 'fullscreen' : 'inline'));
  if (mode === 'inline') return <EditorBody {...props} state={state} mode="inline" onToggleFullscreen={toggle} />;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && setMode('inline')}>
      <Dialog.Portal>
        <Dialog.Overlay className="t-dialog-overlay" />
        <Dialog.Content className="image-editor__dialog" aria-describedby={undefined} onEscapeKeyDown={(event) => event.preventDefault()}>
          <Dialog.Title className="t-visually-hidden">{t('form.imageEditor.title')}</Dialog.Title>
          <EditorBody {...props} state={state} mode="fullscreen" onToggleFullscreen={toggle} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
