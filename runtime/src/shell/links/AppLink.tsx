import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isInternalPath } from './paths.ts';

/** Props of {@link AppLink}: an anchor's props with the destination as `to`. */
export type AppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string };

/**
 * A link to a configured address (static menu pages, footer links): paths starting with / are
 * router links inside the app; anything else leaves the app and opens in a new tab, announced.
 * Spreads its props (ref included) so Radix `asChild` can wrap it.
 */
export function AppLink({ to, children, ...anchorProps }: AppLinkProps) {
  if (isInternalPath(to)) {
    return (
      <Link to={to} {...anchorProps}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" {...anchorProps}>
      {children}
      <OpensInNewTab />
    </a>
  );
}

/**
 * The announcement of an external link, in a component of its own: only links that leave the app
 * subscribe to the translations (a subscription per link costs a header of many tabs dearly).
 */
function OpensInNewTab() {
  const { t } = useTranslation();
  return <span className="t-visually-hidden"> {t('shell.opensInNewTab')}</span>;
}
