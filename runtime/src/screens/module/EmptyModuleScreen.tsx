import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { textLang, type Module } from '@tessera/schemas';
import { useScreenHeading } from '../common/use-screen-heading.ts';
import '../common/screen.css';

/**
 * A module without pages, in edit mode: its name and what to do next, with the page bar above
 * offering "Add page". Outside edit mode such a module is a 404 (spec §2.5); here it is where an
 * admin lands after creating a module.
 */
export function EmptyModuleScreen({ module }: { module: Module }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const heading = useScreenHeading(module.name, pathname);
  return (
    <section className="screen" data-module-slug={module.slug}>
      <h1 ref={heading} tabIndex={-1} className="screen__title" lang={textLang(module, 'name')}>{module.name}</h1>
      <p className="screen__lead">{t('editMode.emptyModule')}</p>
    </section>
  );
}
