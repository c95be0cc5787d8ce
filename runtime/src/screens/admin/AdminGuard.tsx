import { Outlet } from 'react-router';
import { useApiQuery } from '../../api/use-api-query.ts';
import { LazyScreen } from '../common/LazyScreen.tsx';
import { Spinner } from '../common/Spinner.tsx';
import { Missing } from '../not-found/Missing.tsx';

/** What the admin screens get from the guard (useOutletContext). */
export interface AdminContext {
  /** The administration sections the server offers this admin (GET admin/sections). */
  sections: readonly string[];
}

/**
 * /admin/*: the server decides who may enter (GET admin/sections, never answered from the cache).
 * Anyone else hears "That page does not exist…" and lands on the 404 page, so the admin area
 * does not reveal itself. The section screens (admin-routes.tsx) render inside.
 */
export function AdminGuard() {
  const { data, error } = useApiQuery('GET /admin/sections', { cache: false });
  if (error) return <Missing messageKey="errors.pageNotFound" />;
  if (!data) return <Spinner />;
  return (
    <LazyScreen>
      <Outlet context={{ sections: data.sections } satisfies AdminContext} />
    </LazyScreen>
  );
}
