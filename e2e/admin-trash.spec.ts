import { dashboardPart, openDashboard, openPart } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { adminApi, createTeacher, uniqueTag } from './support/public-data';

// Issue 48: a delete goes to the trash. "Undo" on its toast puts it back; so does the Trash.

test('a deleted teacher comes back with "Undo", and another from the trash', async ({ page }) => {
  const tag = uniqueTag();
  const api = await adminApi();
  const first = await createTeacher(api, { name: `Ana Undo ${tag}` });
  const second = await createTeacher(api, { name: `Ben Trash ${tag}` });
  await api.dispose();

  await openDashboard(page, 'Teachers');
  const panel = page.getByRole('tabpanel');
  const deleteTeacher = async (name: string) => {
    await panel.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  };

  await deleteTeacher(first.name);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${first.name} restored`)).toBeVisible();
  await expect(panel.getByRole('row', { name: new RegExp(first.name) })).toBeVisible();

  await deleteTeacher(second.name);
  await openPart(page, 'Trash');
  await expect(page).toHaveURL(/\/admin\/trash$/);
  const row = dashboardPart(page, 'Trash').getByRole('row', { name: new RegExp(second.name) });
  await expect(row).toContainText('Teacher');
  await expect(row).toContainText('e2e-admin');
  await row.getByRole('button', { name: `Restore ${second.name}` }).click();
  await expect(page.getByText(`${second.name} restored`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await openPart(page, 'Content');
  await openPart(page, 'Teachers');
  await expect(
    page.getByRole('tabpanel').getByRole('row', { name: new RegExp(second.name) }),
  ).toBeVisible();
  // Public again, as it was.
  const teachers = await page.request.get('/api/cms/teachers?pageSize=100');
  const names = ((await teachers.json()) as { teachers: { name: string }[] }).teachers.map(
    ({ name }) => name,
  );
  expect(names).toEqual(expect.arrayContaining([first.name, second.name]));
});
