import { Outlet } from 'react-router';
import { useTextSet } from '@tessera/blocks';
import { useApiQuery } from '../../api/use-api-query.ts';
import { LazyScreen } from '../common/LazyScreen.tsx';
import { Spinner } from '../common/Spinner.tsx';
import { Missing } from '../not-found/Missing.tsx';
import { adminTexts } from './admin-texts.ts';

/** What the admin screens get from the guard (useOutletContext). */
export interface AdminContext {
  /** The administration sections the server offers this admin (GET admin/sections). */
  sections: readonly string[];
}

/**
 * /admin/*: the server decides who may enter (GET admin/sections, never answered from the cache).
 * Anyone else hears "That page does not exist…" and lands on the 404 page, so the admin area
 * does not reveal itself. The section screens (admin-routes.tsx) render inside, once the admin
 * texts are in (loaded with this code, while the sections are asked for).
 */
export default function AdminGuard() {
  const { data, error } = useApiQuery('GET /admin/sections', { cache: false });
  const textsReady = useTextSet(adminTexts);
  if (error) return <Missing messageKey="errors.pageNotFound" />;
  if (!data || !textsReady) return <Spinner />;
  return (
    <LazyScreen>
      <Outlet context={{ sections: data.sections } satisfies AdminContext} />
    </LazyScreen>
  );
}
