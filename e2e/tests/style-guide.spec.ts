import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the style guide shows the kit without serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto('/style-guide');
  await expect(page.getByTestId('style-guide')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Clients' })).toBeVisible();

  const results = await new AxeBuilder({ page }).include('[data-testid="style-guide"]').analyze();
  const grave = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    grave.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
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
