import { lazy } from 'react';
import { Route } from 'react-router';
import { LazyScreen } from '../common/LazyScreen.tsx';
import { Missing } from '../not-found/Missing.tsx';

/** The guard, with the admin texts, loads with the admin area: no member's first load carries them. */
const AdminGuard = lazy(() => import('./AdminGuard.tsx'));
const AdminHome = lazy(() => import('./AdminHome.tsx'));
const UserListsScreen = lazy(() => import('./user-lists/UserListsScreen.tsx'));
const UserListScreen = lazy(() => import('./user-lists/UserListScreen.tsx'));
const UsersScreen = lazy(() => import('./users/UsersScreen.tsx'));
const ApplicationsScreen = lazy(() => import('./applications/ApplicationsScreen.tsx'));
const ApplicationScreen = lazy(() => import('./applications/ApplicationScreen.tsx'));
const MembershipRequestsScreen = lazy(() => import('./membership-requests/MembershipRequestsScreen.tsx'));
const MembershipRequestScreen = lazy(() => import('./membership-requests/MembershipRequestScreen.tsx'));
const ReportAbuseScreen = lazy(() => import('./report-abuse/ReportAbuseScreen.tsx'));
const ReportAbuseDetailScreen = lazy(() => import('./report-abuse/ReportAbuseDetailScreen.tsx'));
const BroadcastsScreen = lazy(() => import('./broadcasts/BroadcastsScreen.tsx'));
const NotificationHistoryScreen = lazy(() => import('./broadcasts/NotificationHistoryScreen.tsx'));

/**
 * /admin and its section screens, behind the guard. Declared in the app's route table (not as
 * routes inside the guard) so /admin/userLists/3 outranks the page route :moduleSlug/:pageSlug/:targetId.
 */
export const adminRoutes = (
  <Route path="admin" element={<LazyScreen><AdminGuard /></LazyScreen>}>
    <Route index element={<AdminHome />} />
    <Route path="userLists" element={<UserListsScreen />} />
    <Route path="userLists/:listId" element={<UserListScreen />} />
    <Route path="users" element={<UsersScreen />} />
    <Route path="applications" element={<ApplicationsScreen />} />
    <Route path="applications/:applicationId" element={<ApplicationScreen />} />
    <Route path="applications/:applicationId/requests/:requestId" element={<MembershipRequestScreen />} />
    <Route path="membershipRequests" element={<MembershipRequestsScreen />} />
    <Route path="membershipRequests/:requestId" element={<MembershipRequestScreen />} />
    <Route path="reportAbuse" element={<ReportAbuseScreen />} />
    <Route path="reportAbuse/:id/:bulkReports?" element={<ReportAbuseDetailScreen />} />
    <Route path="broadcasts" element={<BroadcastsScreen />} />
    <Route path="notificationHistory" element={<NotificationHistoryScreen />} />
    <Route path="*" element={<Missing messageKey="errors.pageNotFound" />} />
  </Route>
);
