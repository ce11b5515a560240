import type { Page } from '@playwright/test';

/** Types into a combobox (a long list such as countries) and picks the option it offers. */
export async function typeAndChoose(page: Page, label: string, text: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens a select by its label (its button's name ends with the label) and picks an option. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
