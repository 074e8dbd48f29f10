import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a checkbox of `@klubhus/ui`. The box is drawn by its label over a visually hidden input, so the input is
 * clicked the way a screen reader's activation does it; a list that was just asked for may still be replacing its
 * rows, so it ticks once the list holds still.
 */
export const tick = async (box: Locator) => {
  await expect(async () => {
    if (!(await box.isChecked())) await box.evaluate((input: HTMLInputElement) => input.click());
    await expect(box).toBeChecked({ timeout: 1000 });
  }).toPass();
};
