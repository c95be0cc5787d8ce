import { lazy, useEffect, useState } from 'react';
import { fetchAdminSections } from '../../api/endpoints.ts';
import { LazyScreen } from '../common/LazyScreen.tsx';
import { Spinner } from '../common/Spinner.tsx';
import { Missing } from '../not-found/Missing.tsx';

const AdminHome = lazy(() => import('./AdminHome.tsx'));

/** What the server said about entering the admin area. */
type Entry = { status: 'checking' } | { status: 'allowed'; sections: string[] } | { status: 'denied' };

/**
 * /admin: the server decides who may enter (GET admin/sections). Anyone else hears "That page
 * does not exist…" and lands on the 404 page, so the admin area does not reveal itself.
 */
export function AdminGuard() {
  const [entry, setEntry] = useState<Entry>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    fetchAdminSections().then(
      ({ sections }) => current && setEntry({ status: 'allowed', sections }),
      () => current && setEntry({ status: 'denied' }),
    );
    return () => { current = false; };
  }, []);

  if (entry.status === 'checking') return <Spinner />;
  if (entry.status === 'denied') return <Missing messageKey="errors.pageNotFound" />;
  return (
    <LazyScreen>
      <AdminHome sections={entry.sections} />
    </LazyScreen>
  );
}
