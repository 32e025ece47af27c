import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminApi, createEvent, pageFormTime, uniqueTag } from './support/public-data';
import { signInThroughApi } from './support/session';

const tag = uniqueTag();
/** Registered in this order for one place: the first has it, the other two wait in line. */
const PEOPLE = [
  { name: 'Ada Early', email: `ada.lovelace.early.${tag}@example.org` },
  { name: 'Benjamin Second', email: `benjamin.second.${tag}@example.org` },
  { name: 'Cleo Third', email: `cleo.third.${tag}@example.org` },
];
let event: { id: string; title: string };

test.beforeAll(async () => {
  const api = await adminApi();
  const created = await createEvent(api, { title: `Layout Retreat ${tag}`, capacity: 1 });
  event = created;
  const formIssuedAt = await pageFormTime(`/register/${created.slug}`, 'registration');
  for (const person of PEOPLE) {
    const response = await api.post('/api/register', {
      data: {
        eventId: created.id,
        ...person,
        inDiamondHeartGroup: true,
        diamondHeartGroupName: 'Diamond Heart Ten',
        additionalMessage: 'Arriving a little late, with a friend who may also come along.',
        formIssuedAt,
      },
    });
    expect(response.status()).toBe(201);
  }
  await api.dispose();
});

test('the waitlist shows each person’s place in line, and reads first in line first', async ({
  page,
  pageErrors,
}) => {
  await signInThroughApi(page);
  await page.goto(`/admin/people/registrations?event=${event.id}`);
  const rows = page.getByRole('region', { name: 'Registrations' }).locator('tbody tr');
  // Newest first, as every list: the second in line above the first, each saying which.
  await expect(rows).toHaveText([
    /Cleo Third.*Waitlisted\s*2nd in line/,
    /Benjamin Second.*Waitlisted\s*1st in line/,
    /Ada Early.*Confirmed/,
  ]);
  await expect(rows.nth(2)).not.toContainText('in line');

  await page.getByLabel('Status').selectOption('Waitlisted');
  await expect(rows).toHaveText([/Benjamin Second.*1st in line/, /Cleo Third.*2nd in line/]);
  expect(pageErrors).toEqual([]);
});

/**
 * What does not fit in the registrations table: it or the page scrolling sideways, a control
 * reaching past its edge, a button's label cut or on two lines, a cell's content wider than the
 * cell, an address broken anywhere but after its "@".
 */
function layoutFaults(region: Locator): Promise<string[]> {
  return region.evaluate((region) => {
    const faults: string[] = [];
    const edge = region.getBoundingClientRect();
    const name = (element: Element) =>
      element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    /** The element's text as it is laid out, one string per line. */
    const lines = (element: Element) => {
      const found: { top: number; text: string }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let at = 0; at < node.textContent!.length; at += 1) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const { top } = range.getBoundingClientRect();
          const line = found.find((one) => Math.abs(one.top - top) < 4);
          if (line) line.text += node.textContent![at];
          else found.push({ top, text: node.textContent![at]! });
        }
      }
      return found.map((line) => line.text);
    };

    if (region.scrollWidth > region.clientWidth)
      faults.push(`the table scrolls sideways: ${region.scrollWidth} > ${region.clientWidth} px`);
    if (document.documentElement.scrollWidth > window.innerWidth)
      faults.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
    for (const control of region.querySelectorAll('a, button')) {
      const box = control.getBoundingClientRect();
      if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5)
        faults.push(`${name(control)} reaches past the table's edge`);
    }
    for (const button of region.querySelectorAll('button')) {
      if (button.scrollWidth > button.clientWidth) faults.push(`${name(button)} is cut off`);
      if (button.textContent?.trim() && lines(button).length > 1)
        faults.push(`${name(button)} takes two lines`);
    }
    for (const cell of region.querySelectorAll('td, th')) {
      if (cell.scrollWidth > cell.clientWidth + 1)
        faults.push(`a cell is wider than its column: ${cell.textContent?.slice(0, 40)}`);
    }
    for (const link of region.querySelectorAll('a[href^="mailto:"]')) {
      const shown = lines(link);
      const address = link.textContent ?? '';
      if (shown.join('') !== address || (shown.length > 1 && !shown[0]!.endsWith('@')))
        faults.push(`${address} breaks as ${JSON.stringify(shown)}`);
      if (shown.length > 2) faults.push(`${address} takes ${shown.length} lines`);
    }
    return faults;
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px the registrations table fits: nothing cut off, no sideways scroll`, async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInThroughApi(page);
    await page.goto(`/admin/people/registrations?event=${event.id}`);
    const region = page.getByRole('region', { name: 'Registrations' });
    // The waitlisted rows carry the most buttons: Promote, Cancel and Delete.
    await expect(region.getByRole('button', { name: /^Promote / })).toHaveCount(2);
    for (const { email } of PEOPLE)
      await expect(region.getByRole('link', { name: email })).toBeVisible();
    expect(await layoutFaults(region)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
