import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personView } from '@tessera/schemas';
import { serviceAfterFirstPage } from '../../boot/after-first-page.ts';
import { useProfile } from '../../loaders/use-profile.ts';
import { PersonAvatar } from '../../people/PersonAvatar.tsx';
import { profilePath } from '../../people/profile-path.ts';
import { forgetRecentlyViewed, loadRecentlyViewed, recentlyViewed } from '../../people/recently-viewed.ts';
import { useSettings, useStore, useUser } from '../../state/hooks.ts';
import { Icon } from '../icons/Icon.tsx';
import { useRecentlyViewedOpen } from './recently-viewed-open.ts';
import './recently-viewed.css';

/** How many of the member's latest viewed profiles the block shows. */
const SHOWN = 10;

/** One viewed member: avatar and public name, linking to their profile; nothing once they are gone. */
function ViewedPerson({ accountId }: { accountId: number }) {
  const settings = useSettings();
  const ownAccountId = useUser((user) => user.accountId);
  const profile = useProfile(accountId);
  if (!profile) return null;
  const { name } = personView(accountId, profile.data.profile);
  const path = profilePath(settings, accountId, ownAccountId);
  const content = (
    <>
      <PersonAvatar accountId={accountId} data={profile.data.profile} cssSize={32} />
      <span className="recently-viewed__name">{name}</span>
    </>
  );
  return (
    <li>
      {path ? <Link className="recently-viewed__person" to={path}>{content}</Link> : <span className="recently-viewed__person">{content}</span>}
    </li>
  );
}

/**
 * The recently-viewed footer block of the shell (spec §2.4): the members whose profiles the member
 * viewed last, newest first, open or closed (stored locally, open by default). It shows once
 * there is something to show.
 */
export function RecentlyViewed() {
  const { t } = useTranslation();
  const actions = useStore(recentlyViewed);
  const [open, setOpen] = useRecentlyViewedOpen();
  const listId = useId();
  const headingId = useId();

  // Loaded after the first page, so it never delays it; a view recorded before then fills it too.
  useEffect(() => {
    const stop = serviceAfterFirstPage(() => {
      loadRecentlyViewed().catch(() => undefined); // the API client logs it; the block stays hidden
      return () => {};
    });
    return () => {
      stop();
      forgetRecentlyViewed();
    };
  }, []);

  if (actions.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby={headingId} data-open={open}>
      <div className="recently-viewed__inner t-container">
        <div className="recently-viewed__bar">
          <h2 id={headingId} className="recently-viewed__title">
            <Icon name="history" size={18} />
            {t('shell.recentlyViewed.title')}
          </h2>
          <button type="button" className="t-button t-button--ghost recently-viewed__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            {t(open ? 'shell.recentlyViewed.hide' : 'shell.recentlyViewed.show')}
            <Icon name="chevronDown" size={16} />
          </button>
        </div>
        <ul id={listId} className="recently-viewed__list" hidden={!open}>
          {actions.slice(0, SHOWN).map((action) => <ViewedPerson key={action.targetId} accountId={action.targetId} />)}
        </ul>
      </div>
    </section>
  );
}
