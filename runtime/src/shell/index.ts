// The application shell: the signed-in frame around every routed screen, and the notices.
export { ShellLayout, type ShellLayoutProps } from './layout/ShellLayout.tsx';
export { NoticesViewport } from './notices/DeferredNoticesViewport.tsx';
export { notify, dismissNotice, dismissAllNotices, useNotices, type Notice } from './notices/notices-store.ts';
export { useIsMobile } from './layout/use-is-mobile.ts';
export { MD_BREAKPOINT_PX, MOBILE_MEDIA_QUERY } from './layout/breakpoints.ts';
