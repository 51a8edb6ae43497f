import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import type { SignedInUser } from '@rollcall/contract/auth';
import { DISTRICT_PATH, PASSWORD_CHANGE_PATH, TWO_FACTOR_SETUP_PATH } from '@/config/navigation';
import {
  setMaintenanceHandler,
  setPasswordChangeRequiredHandler,
  setSessionExpiredHandler,
  setTwoFactorSetupRequiredHandler,
} from '@/lib/api-client';
import { AuthGate, endLocalSession, USER_QUERY_KEY } from '@/lib/auth';
import { noteMaintenance } from '@/lib/maintenance';
import { i18n } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { connectSchoolsToCache } from '@/lib/schools';
import { registerScreen } from '@/lib/screen-prefetch';

/**
 * A screen's own chunk, loaded when first shown, with its texts in the language on screen fetched
 * beside it rather than after it (React.lazy wants a default export; the screens use named ones).
 * `texts` names every namespace the screen reads besides `common` and `contract`: its feature's
 * and those of the features it borrows from (the settings' audit log, the students' ID cards).
 * One left out is still loaded, but only once a component asks for it: the screen is replaced by
 * the loader a second time, and a text read outside a component shows its key. Given its paths, a
 * link to it fetches both on hover or focus, as does a page first opened at one of them
 * (lib/screen-prefetch.ts). A new screen added this way gets its chunk, its texts and its prefetch.
 */
function lazyScreen<K extends string>(
  load: () => Promise<Record<K, () => ReactNode>>,
  name: K,
  paths: string[] = [],
  texts: string[] = [],
) {
  let Loaded: (() => ReactNode) | undefined;
  const loadWithTexts = async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(texts)]);
    Loaded = module[name];
    return module;
  };
  for (const path of paths) registerScreen(path, loadWithTexts);
  const Lazy = lazy<ComponentType>(async () => ({ default: (await loadWithTexts())[name] }));
  // Once fetched (the first screen before the first render, main.tsx; a link's on hover), the
  // screen is drawn at once: React.lazy would still show the loader for a frame. Chosen once per
  // mount: switching between the two would remount the screen and lose its state.
  return function Screen() {
    const [Ready] = useState(() => Loaded);
    return Ready ? <Ready /> : <Lazy />;
  };
}
type LazyScreen = ReturnType<typeof lazyScreen>;

// The signed-in frame (header, navigation) is a chunk of its own: the sign-in page needs none of it.
const loadAppLayout = () => import('@/components/layouts/app-layout');
const AppLayout = lazy(async () => ({ default: (await loadAppLayout()).AppLayout }));

/** A screen inside the frame: fetching it ahead (from the sign-in page) fetches the frame too. */
const inLayout =
  <T,>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), loadAppLayout()]))[0];

const LoginRoute = lazyScreen(
  () => import('./routes/login/login-route'),
  'LoginRoute',
  ['/login'],
  ['auth'],
);
const DashboardRoute = lazyScreen(
  inLayout(() => import('./routes/dashboard/dashboard-route')),
  'DashboardRoute',
  // `/` is the dashboard (below).
  ['/', '/dashboard'],
  ['dashboard', 'attendance'],
);
const StudentsRoute = lazyScreen(
  inLayout(() => import('./routes/students/students-route')),
  'StudentsRoute',
  ['/students'],
  ['students', 'id-cards'],
);
const AttendanceRoute = lazyScreen(
  inLayout(() => import('./routes/attendance/attendance-route')),
  'AttendanceRoute',
  ['/attendance'],
  ['attendance'],
);
const AbsenteeRoute = lazyScreen(
  inLayout(() => import('./routes/absentee/absentee-route')),
  'AbsenteeRoute',
  ['/absentee'],
  ['absentee'],
);
const InterventionsRoute = lazyScreen(
  inLayout(() => import('./routes/interventions/interventions-route')),
  'InterventionsRoute',
  ['/interventions'],
  ['interventions', 'students'],
);
const ReportsRoute = lazyScreen(
  inLayout(() => import('./routes/reports/reports-route')),
  'ReportsRoute',
  ['/reports', '/analytics'],
  ['reports'],
);
const IdCardsRoute = lazyScreen(
  inLayout(() => import('./routes/id-cards/id-cards-route')),
  'IdCardsRoute',
  ['/id-cards'],
  ['id-cards', 'students'],
);
const OutreachRoute = lazyScreen(
  inLayout(() => import('./routes/interventions/outreach-route')),
  'OutreachRoute',
  ['/interventions/outreach'],
  ['interventions', 'absentee'],
);
const UsersRoute = lazyScreen(
  inLayout(() => import('./routes/users/users-route')),
  'UsersRoute',
  ['/users'],
  ['users'],
);
const DistrictRoute = lazyScreen(
  inLayout(() => import('./routes/district/district-route')),
  'DistrictRoute',
  [DISTRICT_PATH],
  ['district'],
);
const SettingsRoute = lazyScreen(
  inLayout(() => import('./routes/settings/settings-route')),
  'SettingsRoute',
  ['/settings'],
  ['settings', 'audit-log', 'attendance', 'sso'],
);
const ProfileRoute = lazyScreen(
  inLayout(() => import('./routes/profile/profile-route')),
  'ProfileRoute',
  ['/profile'],
  ['profile'],
);
const GateDevicesRoute = lazyScreen(
  inLayout(() => import('./routes/gate-devices/gate-devices-route')),
  'GateDevicesRoute',
  ['/gate-devices'],
  ['gate'],
);
const GateRoute = lazyScreen(
  () => import('./routes/gate/gate-route'),
  'GateRoute',
  ['/gate', '/gate/pair'],
  ['gate'],
);
const TwoFactorSetupRoute = lazyScreen(
  () => import('./routes/two-factor-setup/two-factor-setup-route'),
  'TwoFactorSetupRoute',
  [TWO_FACTOR_SETUP_PATH],
  ['auth', 'profile'],
);
const PasswordChangeRoute = lazyScreen(
  () => import('./routes/password-change/password-change-route'),
  'PasswordChangeRoute',
  [PASSWORD_CHANGE_PATH],
  ['auth', 'profile'],
);
const RestoreRoute = lazyScreen(
  () => import('./routes/restore/restore-route'),
  'RestoreRoute',
  ['/restore'],
  ['recovery', 'auth', 'settings'],
);
const NotFoundRoute = lazyScreen(
  inLayout(() => import('./routes/not-found/not-found-route')),
  'NotFoundRoute',
);

const screen = (path: string, Screen: LazyScreen): RouteObject => ({
  path,
  element: <Screen />,
  errorElement: <RouteError />,
});

const router = createBrowserRouter([
  { path: '/login', element: <LoginRoute />, errorElement: <RouteError /> },
  // A new installation's first administrator restores the school before anyone can sign in.
  { path: '/restore', element: <RestoreRoute />, errorElement: <RouteError /> },
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
      screen('district', DistrictRoute),
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

// A user of several schools acts at one (issue 41): the schools list is the cache's, and a
// switch drops the previous school's answers.
connectSchoolsToCache(queryClient);

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
