import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

const SCREENS = [
  { link: 'Dashboard', path: '/dashboard', title: 'Admin Dashboard', shot: 'dashboard-admin' },
  { link: 'Students', path: '/students', title: 'Student Management', shot: 'students' },
  { link: 'Attendance', path: '/attendance', title: 'Attendance Records', shot: 'attendance' },
  { link: 'Absentee Alerts', path: '/absentee', title: 'Absentee Management', shot: 'absentee' },
  { link: 'Interventions', path: '/interventions', title: 'Interventions', shot: 'interventions' },
  { link: 'Reports', path: '/reports', title: 'Reports & Analytics', shot: 'reports' },
  {
    link: 'ID Cards',
    path: '/id-cards',
    title: 'Professional ID Card Generator',
    shot: 'id-cards',
  },
  { link: 'Users', path: '/users', title: 'User Management', shot: 'users' },
  { link: 'Gate Devices', path: '/gate-devices', title: 'Gate Devices', shot: 'gate-devices-nav' },
  { link: 'Settings', path: '/settings', title: 'System Settings', shot: 'settings' },
];

test('[layout] the sidebar reaches every screen, each with its title', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const screen of SCREENS) {
    await nav.getByRole('link', { name: screen.link }).click();
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(page.getByRole('heading', { level: 2, name: screen.title })).toBeVisible();
    await expect(nav.getByRole('link', { name: screen.link })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await saveScreenshot(screen.shot);
  }
});

test('[layout] /analytics is the reports screen, / goes to the dashboard and unknown paths say so', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 2, name: 'Reports & Analytics' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await saveScreenshot('not-found');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('[layout] the notifications button says how many things are new and lists them in a menu', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  // Other specs of this worker may have opened cases: the count is whatever is new. What each
  // line opens is tested where it is made (interventions, roster-hold).
  const bell = page
    .getByRole('banner')
    .getByRole('button', { name: /^(\d+ new notifications?|No new notifications)$/ });
  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await saveScreenshot('notifications-opened');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(bell).toBeFocused();
});

test("[layout] the header's language and account menus pass axe while open, and close back to their button", async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  const banner = page.getByRole('banner');
  for (const [where, button] of [
    ['language menu', banner.getByRole('button', { name: /^EN, Language: English$/ })],
    ['account menu', banner.getByRole('button', { name: /^User menu for / })],
  ] as const) {
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    // Checked once it has faded in: mid-way its text is paler than anyone reads it.
    await expect(menu).toHaveCSS('opacity', '1');
    await expectNoViolations(page, where, '[role="menu"]');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  }
});

test('[layout] on a phone the sidebar folds behind a burger', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ role: 'admin' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await saveScreenshot('phone-dashboard');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeVisible();
  await saveScreenshot('phone-navigation');
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'User Management' })).toBeVisible();
  await expect(nav).toBeHidden();
  await saveScreenshot('phone-users');
});

test('[layout] a teacher sees the same sidebar and a Teacher Dashboard', async ({
  page,
  login,
}) => {
  const teacher = await login({ role: 'teacher' });
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${teacher.name}!`)).toBeVisible();
  await expect(page.getByRole('banner').getByText('Teacher', { exact: true })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveCount(SCREENS.length);
});
