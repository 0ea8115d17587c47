// The Spanish UI catalogue loads on demand in the portal (engine/i18n/translate.ts); unit tests switch locales
// synchronously, so both catalogues are there before any test runs.
import { loadCatalogue } from '../../engine/i18n/translate';

await loadCatalogue('es-MX');
