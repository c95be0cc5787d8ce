import { useTextSet } from '@tessera/blocks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Conversation } from '../../chat/Conversation.tsx';
import { useChats } from '../../chat/chat-store.ts';
import { chatTexts } from '../../chat/chat-texts.ts';
import { Icon } from '../../shell/icons/Icon.tsx';
import { Spinner } from '../common/Spinner.tsx';
import { useScreenHeading } from '../common/use-screen-heading.ts';
import { ChatList } from './ChatList.tsx';
import { NewChat } from './NewChat.tsx';
import '../common/screen.css';
import './chat-screen.css';

/** On a phone, where the list is another view: the way back to it. */
function BackToList() {
  const { t } = useTranslation();
  return (
    <Link className="chat-screen__back t-icon-button" to="/chat/" aria-label={t('chat.back')} title={t('chat.back')}>
      <Icon name="chevronLeft" />
    </Link>
  );
}

/**
 * /chat/:targetId? (shell spec §2.1): the member's conversations beside the open one. On a phone
 * they are two views: the list at /chat/, the conversation at /chat/{targetId} with a way back.
 */
export default function ChatScreen() {
  return useTextSet(chatTexts) ? <Chats /> : <Spinner />;
}

function Chats() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { targetId } = useParams();
  const chats = useChats();
  const title = t('chat.title');
  const heading = useScreenHeading(title, pathname);
  const target = targetId !== undefined && /^\d+$/.test(targetId) ? Number(targetId) : null;

  return (
    <section className={`screen chat-screen${target === null ? '' : ' chat-screen--open'}`} data-page-slug="chat">
      <h1 ref={heading} tabIndex={-1} className="screen__title chat-screen__title">{title}</h1>
      <div className="chat-screen__panes">
        <div className="chat-screen__side">
          <details className="chat-screen__new">
            <summary className="t-button t-button--secondary">{t('chat.new.title')}</summary>
            <NewChat />
          </details>
          {chats === null ? <p role="status">{t('common.loading')}</p> : <ChatList chats={chats} activeId={target} />}
        </div>
        <div className="chat-screen__main">
          {target === null
            ? <p className="chat-screen__choose">{t('chat.choose')}</p>
            : <Conversation key={target} targetId={target} header={<BackToList />} />}
        </div>
      </div>
    </section>
  );
}
