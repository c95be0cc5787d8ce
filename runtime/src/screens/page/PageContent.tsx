import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { textLang, type Module, type PageSummary } from '@tessera/schemas';
import { usePageView } from '../../audit/use-page-view.ts';
import { Spinner } from '../common/Spinner.tsx';
import { useScreenHeading } from '../common/use-screen-heading.ts';
import { Missing } from '../not-found/Missing.tsx';
import { PageBlocks } from './PageBlocks.tsx';
import { usePage } from './use-page.ts';
import '../common/screen.css';

export interface PageContentProps {
  module: Module;
  summary: PageSummary;
  targetId: string | undefined;
  /** What shows between the title and the blocks (whose profile a profile page shows). */
  header?: ReactNode;
}

/** A page of a module (spec §2.5): its title at once, a spinner while loading, then its blocks. */
export function PageContent({ module, summary, targetId, header }: PageContentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const heading = useScreenHeading(summary.name, pathname);
  const load = usePage(summary.id);
  usePageView(load.status === 'ready' ? { id: summary.id, moduleSlug: module.slug, pageSlug: summary.slug } : null);

  if (load.status === 'missing') return <Missing messageKey="errors.pageNotFound" />;
  return (
    <section
      className={summary.width === 'fluid' ? 'screen screen--fluid' : 'screen'}
      data-module-slug={module.slug}
      data-page-slug={summary.slug}
      aria-busy={load.status === 'loading'}
    >
      <h1 ref={heading} tabIndex={-1} className="screen__title" lang={textLang(summary, 'name')}>{summary.name}</h1>
      {header}
      {load.status === 'loading' && <Spinner />}
      {load.status === 'failed' && <p role="alert">{t('errors.somethingWentWrong')}</p>}
      {load.status === 'ready' && <PageBlocks page={load.page} module={module} targetId={targetId} />}
    </section>
  );
}
