import { Dialog } from 'radix-ui';
import { useTextSet } from '@tessera/blocks';
import { useTranslation } from 'react-i18next';
import { chatTexts } from '../../chat/chat-texts.ts';
import { Conversation } from '../../chat/Conversation.tsx';
import { Icon } from '../icons/Icon.tsx';
import './chat-control.css';

/**
 * The shell's global chat room (shell spec §2.4, "Modals"): a conversation in a dialog, opened
 * from the header's chat control, so the member answers without leaving the page.
 */
export default function ChatRoomModal({ targetId, onClose }: { targetId: number; onClose(): void }) {
  const { t } = useTranslation();
  if (!useTextSet(chatTexts)) return null; // in already: the header's control, which opens it, loaded them
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="t-dialog-overlay" />
        <Dialog.Content className="chat-room" aria-describedby={undefined} data-testid="chat-room">
          <Dialog.Title className="chat-room__sr-title">{t('chat.room.title')}</Dialog.Title>
          <Conversation
            key={targetId}
            targetId={targetId}
            header={<Dialog.Close className="t-icon-button chat-room__close" aria-label={t('chat.room.close')}><Icon name="close" /></Dialog.Close>}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
