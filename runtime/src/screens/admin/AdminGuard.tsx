import { lazy } from 'react';
import { useApiQuery } from '../../api/use-api-query.ts';
import { LazyScreen } from '../common/LazyScreen.tsx';
import { Spinner } from '../common/Spinner.tsx';
import { Missing } from '../not-found/Missing.tsx';

const AdminHome = lazy(() => import('./AdminHome.tsx'));

/**
 * /admin: the server decides who may enter (GET admin/sections, never answered from the cache).
 * Anyone else hears "That page does not exist…" and lands on the 404 page, so the admin area
 * does not reveal itself.
 */
export function AdminGuard() {
  const { data, error } = useApiQuery('GET /admin/sections', { cache: false });
  if (error) return <Missing messageKey="errors.pageNotFound" />;
  if (!data) return <Spinner />;
  return (
    <LazyScreen>
      <AdminHome sections={data.sections} />
    </LazyScreen>
  );
}
