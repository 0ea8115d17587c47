// The locale a page load starts in: the signed-in user's stored language while the session is valid (so a Spanish
// user's portal opens in Spanish before GetUserByToken answers), otherwise the browser's languages (the login page).
import { getToken, isTokenValid } from '../../api/token';
import { getCachedUserData } from '../../stores/sessionStorage';
import { browserLocale, isLocale, type Locale } from '../../i18n/locale';

export function initialLocale(): Locale {
  const language = getCachedUserData()?.Language;
  if (isTokenValid(getToken()) && isLocale(language)) return language;
  return browserLocale();
}
