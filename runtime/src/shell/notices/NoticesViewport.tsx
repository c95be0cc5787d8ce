import { Toast } from 'radix-ui';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeToast } from './NoticeToast.tsx';
import { useNotices } from './notices-store.ts';
import './notices.css';

/**
 * Shows every notice from {@link notify} bottom-right, newest last. Render it once, outside the
 * routes, so notices survive navigation and show on the login screen too. F8 moves focus to it.
 */
export function NoticesViewport() {
  const { t } = useTranslation();
  // The store's updates render synchronously (useSyncExternalStore); the deferred copy renders the
  // toasts in a transition right after, in slices that leave the main thread free (decision 0015).
  const notices = useDeferredValue(useNotices());
  return (
    <Toast.Provider label={t('notices.label')} swipeDirection="right">
      {notices.map((notice) => (
        <NoticeToast key={notice.id} notice={notice} />
      ))}
      <Toast.Viewport className="notices" label={t('notices.viewportLabel')} />
    </Toast.Provider>
  );
}
