import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { useApiQuery } from '../../api/use-api-query.ts';
import { LazyScreen } from '../common/LazyScreen.tsx';
import { Spinner } from '../common/Spinner.tsx';
import { Missing } from '../not-found/Missing.tsx';

const AdminHome = lazy(() => import('./AdminHome.tsx'));
const UserListsScreen = lazy(() => import('./user-lists/UserListsScreen.tsx'));
const UserListScreen = lazy(() => import('./user-lists/UserListScreen.tsx'));

/**
 * /admin: the server decides who may enter (GET admin/sections, never answered from the cache).
 * Anyone else hears "That page does not exist…" and lands on the 404 page, so the admin area
 * does not reveal itself. Each section with a screen has its own route below.
 */
export function AdminGuard() {
  const { data, error } = useApiQuery('GET /admin/sections', { cache: false });
  if (error) return <Missing messageKey="errors.pageNotFound" />;
  if (!data) return <Spinner />;
  return (
    <LazyScreen>
      <Routes>
        <Route index element={<AdminHome sections={data.sections} />} />
        <Route path="userLists" element={<UserListsScreen />} />
        <Route path="userLists/:listId" element={<UserListScreen />} />
        <Route path="*" element={<Missing messageKey="errors.pageNotFound" />} />
      </Routes>
    </LazyScreen>
  );
}
