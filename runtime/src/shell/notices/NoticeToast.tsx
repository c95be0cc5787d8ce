import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.tsx';
import { dismissNotice, type Notice } from './notices-store.ts';

/** How long a notice stays when it names no timeout (see NoticeInput.timeout). */
export const DEFAULT_NOTICE_TIMEOUT_MS = 5000;

function closeAfter(timeout: Notice['timeout']): number {
  if (timeout === null) return Infinity;
  return timeout ?? DEFAULT_NOTICE_TIMEOUT_MS;
}

/**
 * One notice. Radix Toast runs the close timer (paused while hovered, focused or the window is
 * in the background), closes on Escape and swipe, and announces the text politely.
 */
export function NoticeToast({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <Toast.Root
      className={`notice notice--${notice.colour}`}
      type="background"
      duration={closeAfter(notice.timeout)}
      onOpenChange={(open) => {
        if (!open) dismissNotice(notice.id);
      }}
    >
      <span className="notice__stripe" aria-hidden="true" />
      <Toast.Description className="notice__message">{notice.message}</Toast.Description>
      {notice.action && (
        <Toast.Action className="notice__action" altText={notice.action.label} onClick={notice.action.run}>
          {notice.action.label}
        </Toast.Action>
      )}
      <Toast.Close className="notice__close t-icon-button" aria-label={t('notices.dismiss')}>
        <Icon name="close" size={18} />
      </Toast.Close>
    </Toast.Root>
  );
}
