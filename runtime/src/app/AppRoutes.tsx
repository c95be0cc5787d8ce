import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { adminRoutes } from '../screens/admin/admin-routes.tsx';
import { LazyScreen } from '../screens/common/LazyScreen.tsx';
import { HomeRedirect } from '../screens/module/HomeRedirect.tsx';
import { ModuleRedirect } from '../screens/module/ModuleRedirect.tsx';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen.tsx';
import { PageScreen } from '../screens/page/PageScreen.tsx';
import { SpaceScreen } from '../screens/space/SpaceScreen.tsx';
import { ShellLayout } from '../shell/index.ts';

// Screens a member rarely opens first load on demand, each in its own chunk.
const SettingsScreen = lazy(() => import('../screens/settings/SettingsScreen.tsx'));
const ChatScreen = lazy(() => import('../screens/chat/ChatScreen.tsx'));
const SocialAuthScreen = lazy(() => import('../screens/social-auth/SocialAuthScreen.tsx'));
const SocialAuthErrorScreen = lazy(() => import('../screens/social-auth/SocialAuthErrorScreen.tsx'));

/** /autoLogIn → / with the query kept (the session was already started from it). */
function AutoLogIn() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

/**
 * The route table (spec §2.1), inside the router's /app basename. Static segments outrank
 * :moduleSlug, and every static first segment is in APP_ROUTE_SEGMENTS (@tessera/schemas), which
 * no module slug may take (app-route-segments.test.ts checks both).
 */
export const appRoutes = (
  <Route element={<ShellLayout />}>
    <Route index element={<HomeRedirect />} />
    <Route path="settings" element={<LazyScreen><SettingsScreen /></LazyScreen>} />
    <Route path="chat/:targetId?" element={<LazyScreen><ChatScreen /></LazyScreen>} />
    {adminRoutes}
    <Route path="autoLogIn" element={<AutoLogIn />} />
    <Route path="socialAuth" element={<LazyScreen><SocialAuthScreen /></LazyScreen>} />
    <Route path="socialAuth/error" element={<LazyScreen><SocialAuthErrorScreen /></LazyScreen>} />
    <Route path="space/:targetId/*" element={<SpaceScreen />} />
    <Route path=":moduleSlug" element={<ModuleRedirect />} />
    <Route path=":moduleSlug/:pageSlug/:targetId?/:modifier?" element={<PageScreen />} />
    <Route path="*" element={<NotFoundScreen />} />
  </Route>
);

/** The app's routes. */
export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}
