import type { Locator } from 'playwright-core';

/**
 * Chooses a property in the desk's Property picker: types text that finds exactly
 * one property (a unique street or town), then clicks that option. The list is in a popup
 * outside the dialog, so the option is looked for on the whole page.
 */
export async function chooseProperty(dialog: Locator, label: string, search: string): Promise<void> {
  const box = dialog.getByRole('combobox', { name: label });
  await box.fill(search);
  await dialog.page().getByRole('option').filter({ hasText: search }).click();
}
