import { expect, test } from './support/fixtures';
import { adminApi, createTeacher, uniqueTag } from './support/public-data';
import { stubExternalRequests } from './support/public-network';

test('teachers: sort toggle and Read more dialog', async ({ page, pageErrors }) => {
  const tag = uniqueTag();
  const api = await adminApi();
  // Created first, so by id Zelda precedes Abel; alphabetically Abel comes first.
  const zelda = await createTeacher(api, {
    name: `Zelda Quinn ${tag}`,
    bio: 'Zelda has taught the Diamond Approach since 1995. She also leads retreats in the mountains.',
    personalDescription: `I look forward to meeting you. ${'Inquiry is a joyful adventure. '.repeat(8)}`,
  });
  const abel = await createTeacher(api, { name: `Abel Moss ${tag}` });
  await api.dispose();
  await stubExternalRequests(page);

  await page.goto('/teachers');
  const names = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(page.getByRole('article', { name: zelda.name })).toBeVisible();
  const order = async () => (await names.allTextContents()).filter((name) => name.endsWith(tag));
  expect(await order()).toEqual([zelda.name, abel.name]);

  const sortSwitch = page.getByRole('switch', { name: 'Sort alphabetically' });
  await expect(sortSwitch).not.toBeChecked();
  // The visible track and label take the click; the input itself is visually hidden.
  await page.getByText('Sort alphabetically').click();
  await expect(sortSwitch).toBeChecked();
  await expect.poll(order).toEqual([abel.name, zelda.name]);

  const card = page.getByRole('article', { name: zelda.name });
  await expect(card.getByText('No photo available')).toBeVisible();
  await expect(card.getByText('Zelda has taught the Diamond Approach since 1995.')).toBeVisible();
  await card.getByRole('button', { name: 'Read more' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/She also leads retreats in the mountains/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Read more' }).nth(1).click();
  await expect(page.getByRole('dialog').getByText(/Inquiry is a joyful adventure/)).toBeVisible();
  expect(pageErrors).toEqual([]);
});
