import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { EditorBody, type EditorBodyProps } from './EditorBody.tsx';
import './image-editor.css';

export type EditorMode = 'inline' | 'fullscreen';

export interface ImageEditorProps extends Omit<EditorBodyProps, 'mode' | 'onToggleFullscreen'> {
  /** Where editing starts: in the field, or over the whole screen. */
  initialMode?: EditorMode;
}

/**
 * The image editor (forms spec §2 "Image editor"), loaded only when a member edits an image: inline
 * in the field, or full screen in a modal dialog; it can switch between the two. Closing the
 * dialog by Escape is the body's to decide (not while the previews show).
 */
export default function ImageEditor({ initialMode = 'inline', ...props }: ImageEditorProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<EditorMode>(initialMode);
  const toggle = () => setMode((current) => (current === 'inline' ? 'fullscreen' : 'inline'));
  if (mode === 'inline') return <EditorBody {...props} mode="inline" onToggleFullscreen={toggle} />;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && setMode('inline')}>
      <Dialog.Portal>
        <Dialog.Overlay className="image-editor__overlay" />
        <Dialog.Content className="image-editor__dialog" aria-describedby={undefined} onEscapeKeyDown={(event) => event.preventDefault()}>
          <Dialog.Title className="t-visually-hidden">{t('form.imageEditor.title')}</Dialog.Title>
          <EditorBody {...props} mode="fullscreen" onToggleFullscreen={toggle} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
