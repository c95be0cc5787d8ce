import { Navigate, useLocation } from 'react-router';
import { homePath } from '../../navigation/structure.ts';
import { useStructure } from '../../state/hooks.ts';
import { NotFoundScreen } from '../not-found/NotFoundScreen.tsx';

/** / opens the default module's default page, keeping the query (so /autoLogIn?x=1 keeps x). */
export function HomeRedirect() {
  const structure = useStructure();
  const { search } = useLocation();
  const path = homePath(structure.modules);
  // A site without any page has nowhere to go: say so rather than loop on '/'.
  if (path === '/') return <NotFoundScreen />;
  return <Navigate to={{ pathname: path, search }} replace />;
}
