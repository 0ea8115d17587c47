// Driving the filter bar's inputs as a person does: the date pickers through their calendars (Mantine's day buttons
// carry "D MMMM YYYY" labels), selects through their option lists, text and number inputs by typing.
import type { Locator, Page } from 'playwright-core';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface Day {
  year: number;
  /** 0-based, like Date. */
  month: number;
  day: number;
}

const dayLabel = (d: Day) => `${d.day} ${MONTHS[d.month]} ${d.year}`;
const monthIndex = (d: Day) => d.year * 12 + d.month;

/** The quarter before the one `today` is in, first and last day. */
export function previousQuarter(today: Date): [Day, Day] {
  const thisQuarterStart = Math.floor(today.getMonth() / 3) * 3;
  const start = new Date(today.getFullYear(), thisQuarterStart - 3, 1);
  const end = new Date(today.getFullYear(), thisQuarterStart, 0);
  const toDay = (d: Date): Day => ({ year: d.getFullYear(), month: d.getMonth(), day: d.getDate() });
  return [toDay(start), toDay(end)];
}

/** Parses the input's MM/DD/YYYY (or MM/YYYY) text. */
export function parseShown(text: string): Day | null {
  const full = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  if (full) return { year: Number(full[3]), month: Number(full[1]) - 1, day: Number(full[2]) };
  const month = /(\d{2})\/(\d{4})/.exec(text);
  if (month) return { year: Number(month[2]), month: Number(month[1]) - 1, day: 1 };
  return null;
}

export function addDays(d: Day, days: number): Day {
  const date = new Date(d.year, d.month, d.day + days);
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

export function addMonths(d: Day, months: number): Day {
  const date = new Date(d.year, d.month + months, 1);
  return { year: date.getFullYear(), month: date.getMonth(), day: 1 };
}

function dropdown(page: Page): Locator {
  return page.locator('[data-dates-dropdown]:visible').last();
}

/** The month a day-level calendar shows, from its header ("October 2026"). */
async function shownMonth(calendar: Locator): Promise<number> {
  const [name, year] = (await calendar.locator('[class*="calendarHeaderLevel"]').first().innerText())
    .trim()
    .split(/\s+/);
  return Number(year) * 12 + MONTHS.indexOf(name);
}

async function stepTo(calendar: Locator, target: number, current: () => Promise<number>): Promise<void> {
  for (let guard = 0; guard < 240; guard++) {
    const shown = await current();
    if (shown === target) return;
    await calendar
      .locator(`button[data-direction="${shown > target ? 'previous' : 'next'}"]`)
      .first()
      .click();
  }
  throw new Error('the calendar never reached the target');
}

async function clickDay(calendar: Locator, d: Day): Promise<void> {
  await stepTo(calendar, monthIndex(d), () => shownMonth(calendar));
  await calendar
    .locator(`button[aria-label="${dayLabel(d)}"]:not([data-outside])`)
    .first()
    .click();
}

/** Picks a from–to range in a dateRange filter's calendar. */
export async function pickRange(page: Page, input: Locator, [from, to]: [Day, Day]): Promise<void> {
  await input.click();
  const calendar = dropdown(page);
  await clickDay(calendar, from);
  await clickDay(calendar, to);
  await calendar.waitFor({ state: 'hidden' }).catch(() => page.keyboard.press('Escape'));
}

/** Picks one day in a date filter's calendar. */
export async function pickDay(page: Page, input: Locator, d: Day): Promise<void> {
  await input.click();
  await clickDay(dropdown(page), d);
  await dropdown(page)
    .waitFor({ state: 'hidden' })
    .catch(() => page.keyboard.press('Escape'));
}

/** Picks a month in a month filter's year-level calendar (its header is the year). */
export async function pickMonth(page: Page, input: Locator, d: Day): Promise<void> {
  await input.click();
  const calendar = dropdown(page);
  await stepTo(calendar, d.year, async () =>
    Number((await calendar.locator('[class*="calendarHeaderLevel"]').first().innerText()).trim()),
  );
  await calendar
    .getByRole('button', { name: MONTHS[d.month].slice(0, 3), exact: true })
    .first()
    .click();
  await calendar.waitFor({ state: 'hidden' }).catch(() => page.keyboard.press('Escape'));
}

/** Chooses an option of a select filter other than the selected one; returns its label, or null when there is none. */
export async function pickOtherOption(page: Page, input: Locator): Promise<string | null> {
  await input.click();
  const controls = await input.getAttribute('aria-controls');
  const listbox = controls ? page.locator(`[id="${controls}"]`) : page.locator('[role="listbox"]:visible').last();
  await listbox.waitFor();
  const other = listbox.locator('[role="option"][aria-selected="false"]').first();
  if ((await other.count()) === 0) {
    await page.keyboard.press('Escape');
    return null;
  }
  const label = (await other.innerText()).trim();
  await other.click();
  return label;
}
