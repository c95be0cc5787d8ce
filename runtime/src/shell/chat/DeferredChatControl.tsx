// The header's chat control loads after the first page: until then its button shows without a count.
import { closedMenuTriggerProps } from '../../boot/closed-menu-trigger.ts';
import { deferredComponent, type StandInControls } from '../../boot/deferred-component.tsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.tsx';
import './chat-control.css';

function ChatButton({ controls }: { controls: StandInControls }) {
  const { t } = useTranslation();
  return (
    <button {...closedMenuTriggerProps(controls)} className="chat-control__trigger" aria-label={t('chat.control.label')}>
      <Icon name="chat" size={22} />
    </button>
  );
}

/** {@link import('./ChatControl.tsx').ChatControl}, loaded after the first page. */
export const ChatControl = deferredComponent(
  () => import('./ChatControl.tsx').then((module) => module.ChatControl),
  (_, controls) => <ChatButton controls={controls} />,
  { defaultOpen: true },
);
