import { useTranslation } from 'react-i18next';
import { Link, useLocation, useOutletContext } from 'react-router';
import type { AdminContext } from './AdminGuard.tsx';
import { ViewAsPicker } from './view-as/ViewAsPicker.tsx';
import { useScreenHeading } from '../common/use-screen-heading.ts';
import '../common/screen.css';

/** The sections that have a screen so far, by the name GET admin/sections gives them. */
const SCREENS: Readonly<Record<string, string>> = {
  userLists: 'admin.userLists.title',
  users: 'admin.users.title',
  applications: 'admin.applications.title',
  membershipRequests: 'admin.membershipRequests.title',
  reportAbuse: 'admin.reportAbuse.title',
  broadcasts: 'admin.broadcasts.title',
  notificationHistory: 'admin.notificationHistory.title',
};

/** /admin: an overview of the administration sections the server lists for this admin. */
export default function AdminHome() {
  const { sections } = useOutletContext<AdminContext>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t('admin.title');
  const heading = useScreenHeading(title, pathname);

  return (
    <section className="screen" data-page-slug="admin">
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <h2>{t('admin.sections')}</h2>
      <ul>
        {sections.map((section) => {
          const titleKey = SCREENS[section];
          return <li key={section}>{titleKey ? <Link to={`/admin/${section}`}>{t(titleKey)}</Link> : section}</li>;
        })}
      </ul>
      <ViewAsPicker />
    </section>
  );
}
