// Dates of the seeded template database for server tests, relative to the seed's anchor (the Monday of the plant week
// the template was seeded in; templateDatabase keys templates by the seed's day). Tests ask for "two weeks before the
// anchor" instead of writing down a date that is in the data only the week the test was written.
import { addMonths, ANCHOR_DAY, isoDay } from '../../../server/seed/plant/calendar.js';

/** 'YYYY-MM-DD' of the day `offset` days from the seed's anchor (0 = the anchor Monday, -1 = the Sunday before). */
export const seedDay = (offset = 0): string => isoDay(ANCHOR_DAY + offset);

/** First day of the month `offset` months from the anchor's month (0 = this month, -1 = last month). */
export const seedMonth = (offset = 0): string => isoDay(addMonths(ANCHOR_DAY, offset));

/** Last day of the month `offset` months from the anchor's month. */
export const seedMonthEnd = (offset = 0): string => isoDay(addMonths(ANCHOR_DAY, offset + 1) - 1);

/** The anchor's calendar year ('2026'). */
export const seedYear = (): string => seedDay().slice(0, 4);
