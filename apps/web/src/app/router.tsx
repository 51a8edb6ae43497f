import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { AppLayout } from '@/components/layouts/app-layout';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import type { SignedInUser } from '@rollcall/contract/auth';
import { PASSWORD_CHANGE_PATH, TWO_FACTOR_SETUP_PATH } from '@/config/navigation';
import {
  setMaintenanceHandler,
  setPasswordChangeRequiredHandler,
  setSessionExpiredHandler,
  setTwoFactorSetupRequiredHandler,
} from '@/lib/api-client';
import { AuthGate, endLocalSession, USER_QUERY_KEY } from '@/lib/auth';
import { noteMaintenance } from '@/lib/maintenance';
import { queryClient } from '@/lib/query-client';

/** React.lazy wants a default export; the screens use named ones. */
function lazyScreen<K extends string>(load: () => Promise<Record<K, () => ReactNode>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
type LazyScreen = ReturnType<typeof lazyScreen>;

const LoginRoute = lazyScreen(() => import('./routes/login/login-route'), 'LoginRoute');
const DashboardRoute = lazyScreen(
  () => import('./routes/dashboard/dashboard-route'),
  'DashboardRoute',
);
const StudentsRoute = lazyScreen(() => import('./routes/students/students-route'), 'StudentsRoute');
const AttendanceRoute = lazyScreen(
  () => import('./routes/attendance/attendance-route'),
  'AttendanceRoute',
);
const AbsenteeRoute = lazyScreen(() => import('./routes/absentee/absentee-route'), 'AbsenteeRoute');
const InterventionsRoute = lazyScreen(
  () => import('./routes/interventions/interventions-route'),
  'InterventionsRoute',
);
const ReportsRoute = lazyScreen(() => import('./routes/reports/reports-route'), 'ReportsRoute');
const IdCardsRoute = lazyScreen(() => import('./routes/id-cards/id-cards-route'), 'IdCardsRoute');
const OutreachRoute = lazyScreen(
  () => import('./routes/interventions/outreach-route'),
  'OutreachRoute',
);
const UsersRoute = lazyScreen(() => import('./routes/users/users-route'), 'UsersRoute');
const SettingsRoute = lazyScreen(() => import('./routes/settings/settings-route'), 'SettingsRoute');
const ProfileRoute = lazyScreen(() => import('./routes/profile/profile-route'), 'ProfileRoute');
const GateDevicesRoute = lazyScreen(
  () => import('./routes/gate-devices/gate-devices-route'),
  'GateDevicesRoute',
);
const GateRoute = lazyScreen(() => import('./routes/gate/gate-route'), 'GateRoute');
const TwoFactorSetupRoute = lazyScreen(
  () => import('./routes/two-factor-setup/two-factor-setup-route'),
  'TwoFactorSetupRoute',
);
const PasswordChangeRoute = lazyScreen(
  () => import('./routes/password-change/password-change-route'),
  'PasswordChangeRoute',
);
const NotFoundRoute = lazyScreen(
  () => import('./routes/not-found/not-found-route'),
  'NotFoundRoute',
);

const screen = (path: string, Screen: LazyScreen): RouteObject => ({
  path,
  element: <Screen />,
  errorElement: <RouteError />,
});

const router = createBrowserRouter([
  { path: '/login', element: <LoginRoute />, errorElement: <RouteError /> },
  // The kiosk speaks for a paired device, not a signed-in staff member: no sign-in, no layout.
  { path: '/gate', element: <GateRoute />, errorElement: <RouteError /> },
  { path: '/gate/pair', element: <GateRoute />, errorElement: <RouteError /> },
  {
    path: PASSWORD_CHANGE_PATH,
    element: (
      <AuthGate>
        <PasswordChangeRoute />
      </AuthGate>
    ),
    errorElement: <RouteError />,
  },
  {
    path: TWO_FACTOR_SETUP_PATH,
    element: (
      <AuthGate>
        <TwoFactorSetupRoute />
      </AuthGate>
    ),
    errorElement: <RouteError />,
  },
  {
    path: '/',
    element: (
      <AuthGate>
        <AppLayout />
      </AuthGate>
    ),
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      screen('dashboard', DashboardRoute),
      screen('students', StudentsRoute),
      screen('attendance', AttendanceRoute),
      screen('absentee', AbsenteeRoute),
      screen('interventions', InterventionsRoute),
      screen('reports', ReportsRoute),
      screen('analytics', ReportsRoute),
      screen('id-cards', IdCardsRoute),
      screen('interventions/outreach', OutreachRoute),
      screen('users', UsersRoute),
      screen('gate-devices', GateDevicesRoute),
      screen('settings', SettingsRoute),
      screen('profile', ProfileRoute),
      screen('*', NotFoundRoute),
    ],
  },
]);

setSessionExpiredHandler(() => {
  endLocalSession(queryClient);
  void router.navigate('/login', { replace: true });
});

/** The server holds the signed-in account back until it takes a step: the auth gate takes it there. */
const holdAccountUntil = (step: 'passwordChangeRequired' | 'twoFactorSetupRequired') => () =>
  queryClient.setQueryData<SignedInUser | null>(USER_QUERY_KEY, (user) =>
    user ? { ...user, [step]: true } : user,
  );
// The first administrator signed in with the password printed at install.
setPasswordChangeRequiredHandler(holdAccountUntil('passwordChangeRequired'));
// The school began requiring two-factor sign-in of admins while this one was signed in.
setTwoFactorSetupRequiredHandler(holdAccountUntil('twoFactorSetupRequired'));

// Maintenance mode went on: the auth gate shows a non-admin its maintenance screen, and the
// sign-in page its notice.
setMaintenanceHandler((message) => noteMaintenance(queryClient, message));

export function AppRouter() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<FullScreenLoader label={t('loading')} />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
