import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NOT_FOUND_SLUG } from '@tessera/schemas';
import { homePath } from '../../navigation/structure.ts';
import { useStructure } from '../../state/hooks.ts';
import { useScreenHeading } from '../common/use-screen-heading.ts';
import '../common/screen.css';

/** The 404 panel (spec §2.5), with a way back to the default module's default page. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const structure = useStructure();
  const { pathname } = useLocation();
  const title = t('notFound.title');
  const heading = useScreenHeading(title, pathname);

  return (
    <section className="screen" data-module-slug={NOT_FOUND_SLUG} data-page-slug={NOT_FOUND_SLUG}>
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={homePath(structure.modules)}>{t('notFound.goBack')}</Link>
    </section>
  );
}
