/* eslint-disable */
/**
 * GENERATED FILE: do not edit. Run `npm run gen` after changing a schema in schemas/schemas/ or
 * the contract's events (schemas/src/contract/events.ts).
 */
import type { ClientEventPayload, ServerEventPayload } from '../contract/types.ts';

/** Whether a payload is what the contract says CONNECTED_INSTANCE carries. */
export declare const isConnectedInstancePayload: (payload: unknown) => payload is ServerEventPayload<'CONNECTED_INSTANCE'>;
/** Whether a payload is what the contract says items:changes carries. */
export declare const isItemsChangesPayload: (payload: unknown) => payload is ServerEventPayload<'items:changes'>;
/** Whether a payload is what the contract says settings:changes carries. */
export declare const isSettingsChangesPayload: (payload: unknown) => payload is ServerEventPayload<'settings:changes'>;
/** Whether a payload is what the contract says settings:updated carries. */
export declare const isSettingsUpdatedPayload: (payload: unknown) => payload is ServerEventPayload<'settings:updated'>;
/** Whether a payload is what the contract says profile:update carries. */
export declare const isProfileUpdatePayload: (payload: unknown) => payload is ServerEventPayload<'profile:update'>;
/** Whether a payload is what the contract says user:updateData carries. */
export declare const isUserUpdatedataPayload: (payload: unknown) => payload is ServerEventPayload<'user:updateData'>;
/** Whether a payload is what the contract says permissions:update carries. */
export declare const isPermissionsUpdatePayload: (payload: unknown) => payload is ServerEventPayload<'permissions:update'>;
/** Whether a payload is what the contract says userLists:changes carries. */
export declare const isUserlistsChangesPayload: (payload: unknown) => payload is ServerEventPayload<'userLists:changes'>;
/** Whether a payload is what the contract says userLists:updated:state carries. */
export declare const isUserlistsUpdatedStatePayload: (payload: unknown) => payload is ServerEventPayload<'userLists:updated:state'>;
/** Whether a payload is what the contract says events:notification carries. */
export declare const isEventsNotificationPayload: (payload: unknown) => payload is ServerEventPayload<'events:notification'>;
/** Whether a payload is what the contract says notifications:itemsToSubscribeTo carries. */
export declare const isNotificationsItemstosubscribetoPayload: (payload: unknown) => payload is ServerEventPayload<'notifications:itemsToSubscribeTo'>;
/** Whether a payload is what the contract says i18n:update carries. */
export declare const isI18nUpdatePayload: (payload: unknown) => payload is ServerEventPayload<'i18n:update'>;
/** Whether a payload is what the contract says chat:newMessage carries. */
export declare const isChatNewmessagePayload: (payload: unknown) => payload is ServerEventPayload<'chat:newMessage'>;
/** Whether a payload is what the contract says chat:unreadCount carries. */
export declare const isChatUnreadcountPayload: (payload: unknown) => payload is ServerEventPayload<'chat:unreadCount'>;
/** Whether a payload is what the contract says module:subscribe carries. */
export declare const isModuleSubscribePayload: (payload: unknown) => payload is ClientEventPayload<'module:subscribe'>;
/** Whether a payload is what the contract says module:unsubscribe carries. */
export declare const isModuleUnsubscribePayload: (payload: unknown) => payload is ClientEventPayload<'module:unsubscribe'>;
/** Whether a payload is what the contract says page:subscribe carries. */
export declare const isPageSubscribePayload: (payload: unknown) => payload is ClientEventPayload<'page:subscribe'>;
/** Whether a payload is what the contract says page:unsubscribe carries. */
export declare const isPageUnsubscribePayload: (payload: unknown) => payload is ClientEventPayload<'page:unsubscribe'>;
