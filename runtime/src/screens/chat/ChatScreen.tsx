import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useScreenHeading } from '../common/use-screen-heading.ts';
import '../common/screen.css';

/**
 * /chat/:targetId? — conversations arrive with the chat issue (chat list, messages, socket
 * events). Until then the screen says plainly that there are none.
 */
export default function ChatScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t('chat.title');
  const heading = useScreenHeading(title, pathname);

  return (
    <section className="screen" data-page-slug="chat">
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <p>{t('chat.empty')}</p>
    </section>
  );
}
