import { useEffect } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useTextSet } from '@tessera/blocks';
import { useTranslation } from 'react-i18next';
import { unseenBadge, type NotificationList } from '@tessera/schemas';
import { Icon } from '../icons/Icon.tsx';
import { notificationTexts } from './notification-texts.ts';
import { notificationsStore, useNotificationList } from './notifications-store.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { NotificationItem } from './NotificationItem.tsx';

/** A failed background call is logged by the API client; the next opening tries again. */
const settle = (work: Promise<void>) => void work.catch(() => {});

/**
 * The header's dropdown of one list of the member's notifications (system, or admin for admins):
 * the bell with the unseen badge ("9+" above 9); opening it marks the list seen, clearing the
 * badge, and loads its first page; older pages load on demand, 10 at a time.
 * `defaultOpen` when the member clicked its stand-in before it loaded.
 */
export function NotificationDropdown({ list, defaultOpen = false }: { list: Exclude<NotificationList, 'chat'>; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const textsReady = useTextSet(notificationTexts);
  const state = useNotificationList(list);

  useEffect(() => settle(notificationsStore.loadCount(list)), [list]);

  function opened(open: boolean) {
    if (!open) return;
    settle(notificationsStore.markSeen(list));
    if (notificationsStore.get(list).pages === 0) settle(notificationsStore.loadMore(list));
  }
  useEffect(() => {
    if (defaultOpen) opened(true);
    // Only when it takes over an activated stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const title = t(`notifications.${list}.title`);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen} onOpenChange={opened}>
      <DropdownMenu.Trigger asChild>
        <NotificationBell list={list} title={title} badge={unseenBadge(state.unseen ?? 0)} unseen={state.unseen ?? 0} />
      </DropdownMenu.Trigger>
      {/* The list's texts are the notifications set's: it shows once they are in. */}
      {textsReady && (
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="t-menu notifications" align="end" sideOffset={8} data-notification-list={list}>
            <DropdownMenu.Label className="t-menu__label">{title}</DropdownMenu.Label>
            <DropdownMenu.Separator className="t-menu__separator" />
            {state.items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={() => settle(notificationsStore.markRead(list, notification.id))} />
            ))}
            {state.pages > 0 && state.items.length === 0 && !state.more && <p className="notifications__empty">{t('notifications.empty')}</p>}
            {state.failed && <p role="alert" className="notifications__empty">{t('notifications.loadFailed')}</p>}
            {(state.loading || (state.more && state.pages > 0)) && (
              <DropdownMenu.Item
                className="t-menu__item notifications__more"
                disabled={state.loading}
                onSelect={(event) => {
                  event.preventDefault(); // keep the dropdown open
                  settle(notificationsStore.loadMore(list));
                }}
              >
                <Icon name="history" size={18} />
                {state.loading ? t('common.loading') : t('notifications.loadMore')}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      )}
    </DropdownMenu.Root>
  );
}
