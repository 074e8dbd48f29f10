import type { Page } from '@playwright/test';

const zone = 'Europe/Copenhagen';

/** A day `offset` days from today in Copenhagen, typed as the DateTimePicker takes it (DDMMYYYY then HHmm). */
export const typedDay = (offset: number, time: string) => {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: zone })
    .format(new Date(Date.now() + offset * 86_400_000))
    .split('-');
  return `${day}${month}${year}${time}`;
};

/** Types a date and time into the house's DateTimePicker (DD-MM-YYYY HH:mm): segment by segment from the day. */
export const typeDateTime = async (page: Page, label: string, value: string) => {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(value);
};
