import { NotFoundScreen } from '../not-found/NotFoundScreen.tsx';

/**
 * /space/:targetId… — entity spaces need GET entities/{id}, which the server does not offer yet,
 * so every space address shows the 404 page until entities arrive.
 */
export function SpaceScreen() {
  return <NotFoundScreen />;
}
