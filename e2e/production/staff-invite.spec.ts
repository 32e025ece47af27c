import {
  dashboardPart,
  loginThroughForm,
  openDashboard,
  openPart,
  uniqueSuffix,
} from '../support/admin-session';
import { expect, test } from '../support/fixtures';
import { codeIn, mailFileTo, SIGN_IN_CODE_SUBJECT } from '../support/mail-files';
import { axe } from '../support/axe';

// Issue 47, behind nginx as the site ships: an admin invites another by mail; the invitee accepts
// from the mail file and signs in on a browser of their own, new to their account, with the code
// read from the mail file; then changes their password; the first admin sees it all in Activity.

test('an admin invites another by mail, who accepts, signs in and changes their password', async ({
  page,
  browser,
}) => {
  const invitee = { username: `e2e-invitee-${uniqueSuffix()}`, password: 'first-password-1' };
  const email = `${invitee.username}@example.org`;

  await openDashboard(page, 'Staff');
  await page.getByRole('button', { name: 'Invite an admin' }).click();
  await page.getByLabel('Mail address').fill(email);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByTestId('toast').getByText(`Invite sent to ${email}`)).toBeVisible();

  const mail = await mailFileTo(email, 'You are invited to the Diamond Approach Boulder dashboard');
  const link = /https:\/\/\S+\/admin\/accept-invite\?token=[\w-]+/.exec(mail)![0];

  // The invitee's own browser, with nobody signed in.
  const theirs = await browser.newContext({ ignoreHTTPSErrors: true });
  const theirPage = await theirs.newPage();
  await theirPage.goto(link);
  await theirPage.getByLabel('Username').fill(invitee.username);
  await theirPage.getByLabel('Password', { exact: true }).fill(invitee.password);
  await theirPage.getByLabel('Confirm password').fill(invitee.password);
  await theirPage.getByRole('button', { name: 'Create my account' }).click();
  await expect(theirPage).toHaveURL(/\/login$/);
  // A browser new to the account: the password, then the code mailed to them.
  await loginThroughForm(theirPage, invitee);
  await expect(theirPage.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await expect(theirPage.getByLabel(/^Code/)).toBeFocused();
  expect((await axe(theirPage).analyze()).violations.map(({ id }) => id)).toEqual([]);
  const code = codeIn(await mailFileTo(email, SIGN_IN_CODE_SUBJECT));
  await theirPage.getByLabel(/^Code/).fill(code);
  await theirPage.getByRole('button', { name: 'Verify' }).click();
  await expect(theirPage).toHaveURL(/\/admin$/);
  await expect(theirPage.getByText(`Logged in as: ${invitee.username} (Admin)`)).toBeVisible();

  // One's own account is under Staff.
  await openPart(theirPage, 'Staff');
  await theirPage.getByRole('button', { name: 'Change my password' }).click();
  await theirPage.getByLabel(/^Current password/).fill(invitee.password);
  await theirPage.getByLabel(/^New password/).fill('second-password-2');
  await theirPage.getByLabel(/^Confirm new password/).fill('second-password-2');
  await theirPage.getByRole('button', { name: 'Change password' }).click();
  await expect(theirPage.getByText('Password changed')).toBeVisible();
  await theirs.close();

  // The first admin sees both: the invitee listed, and what they did in Activity.
  await page.reload();
  const panel = dashboardPart(page, 'Staff');
  await expect(
    panel
      .getByRole('table', { name: 'Admins' })
      .getByRole('row', { name: new RegExp(invitee.username) }),
  ).toContainText(email);
  const activity = panel.getByRole('table', { name: 'Activity' });
  await expect(
    activity.getByRole('row', { name: new RegExp(`${invitee.username}.*accepted an invite`) }),
  ).toBeVisible();
  for (const action of ['signed in with a device code', 'changed their password'])
    await expect(
      activity.getByRole('row', { name: new RegExp(`${invitee.username}.*${action}`) }),
    ).toBeVisible();
});
