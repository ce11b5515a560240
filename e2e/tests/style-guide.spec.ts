import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

/** The serious and critical axe violations on the page as it is now, each with where it is. */
async function graveViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the style guide shows the kit without serious or critical accessibility violations', async ({
  page,
}) => {
  // Four axe scans of the whole kit: a minute on a busy two-core machine. A margin, not a timing check.
  test.setTimeout(150_000);
  await page.goto('/style-guide');
  await expect(page.getByTestId('style-guide')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Clients', exact: true })).toBeVisible();
  expect(await graveViolations(page)).toEqual([]);

  // Overlays too: an open dialog, then an open menu.
  await page.getByTestId('style-guide-open-dialog').click();
  await expect(page.getByRole('dialog', { name: 'Invite a coach' })).toBeVisible();
  expect(await graveViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await graveViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // The filter bar's day range, its calendar open: shortcuts, a Monday-first grid, no future days.
  await page
    .getByTestId('style-guide-filters')
    .getByRole('button', { name: /Calendar/ })
    .click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('button', { name: '1w' })).toBeVisible();
  await expect(calendar.locator('thead th').first()).toHaveText('M');
  expect(await graveViolations(page)).toEqual([]);
  await calendar.getByRole('button', { name: '1w' }).click();
  await expect(calendar).toBeHidden();
  await expect(page.getByTestId('style-guide-filter-values')).toContainText('"joined":["');
});

test('the style guide dialog opens from the keyboard, Escape closes it, and focus returns', async ({
  page,
}) => {
  await page.goto('/style-guide');
  const open = page.getByTestId('style-guide-open-dialog');
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invite a coach' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: "Coach's email" })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
