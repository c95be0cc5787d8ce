import { AppLink, type AppLinkProps } from '../links/AppLink.tsx';
import type { TabItem } from './tab-items.ts';

/**
 * The link of a module-bar entry, in the bar or in the "More" menu. Extra props (class, ref,
 * Radix's menu-item handlers) pass through to the anchor.
 */
export function TabLink({ tab, ...linkProps }: { tab: TabItem } & Omit<AppLinkProps, 'to'>) {
  return (
    <AppLink to={tab.to} lang={tab.lang} data-module-slug={tab.moduleSlug} aria-current={tab.current ? 'page' : undefined} {...linkProps}>
      {tab.label}
    </AppLink>
  );
}
