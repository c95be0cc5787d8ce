import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NOT_FOUND_SLUG } from '@tessera/schemas';
import { homePath } from '../../navigation/structure.ts';
import { useStructure } from '../../state/hooks.ts';
import { useScreenHeading } from '../common/use-screen-heading.ts';
import { missingMessageOf } from './missing-message.ts';
import '../common/screen.css';
import './not-found-screen.css';

/**
 * The 404 panel (spec §2.5), with a way back to the default module's default page. Reached
 * through <Missing>, it says what was missing (the spec's message); opened directly, it says
 * nothing was found.
 */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const structure = useStructure();
  const { pathname, state } = useLocation();
  const title = t('notFound.title');
  const heading = useScreenHeading(title, pathname);
  const missing = missingMessageOf(state);

  return (
    <section className="screen not-found" data-module-slug={NOT_FOUND_SLUG} data-page-slug={NOT_FOUND_SLUG}>
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <p className="screen__lead">{missing ? t(missing) : t('notFound.body')}</p>
      <Link className="t-button not-found__back" to={homePath(structure.modules)}>{t('notFound.goBack')}</Link>
    </section>
  );
}
