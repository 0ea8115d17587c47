// SPEC §9: "Title shortened to 20 characters plus '...'; empty title shows 'No Title'." Used for titles that come
// from data and sit in a card: the progress cards of a dashboard's progressList (one card per row, titled by its label
// field) and the area cards of the fallback home page. Authored widget titles keep their full text.
import { t } from '../i18n/translate';

export const shortTitleLength = 20;

export function shortTitle(title: string | null | undefined): string {
  const text = (title ?? '').trim();
  if (!text) return t('ui.noTitle');
  return text.length > shortTitleLength ? `${text.slice(0, shortTitleLength)}...` : text;
}
