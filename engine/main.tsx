// Entry point of the portal bundle: Mantine's core styles, then the login page on its own or the whole App into #root
// (app/boot/bootPortal.tsx), once the locale's texts are there: the login page's own few (i18n/loginTexts.ts), and for
// the App the whole catalogue (i18n/translate.ts, part of the App's chunks). The App and the styles only it uses are a
// lazy chunk.
// The service worker that lets the portal open offline is registered first (app/serviceWorker.ts).
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import { bootPortal } from './app/boot/bootPortal';
import { initialLocale } from './app/boot/initialLocale';
import { getLocale, setLocale } from './i18n/locale';
import { loadLoginTexts } from './i18n/loginTexts';
import { startServiceWorker } from './app/serviceWorker';

setLocale(initialLocale());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the portal in.');
startServiceWorker();
const root = createRoot(container);
// A Spanish page load waits for its texts, so the first paint is already in Spanish (English is built in).
const loadApp = () =>
  Promise.all([
    import('./app/App'),
    import('./i18n/translate').then((module) => module.loadCatalogue(getLocale())),
  ]).then(([module]) => module.App);
void loadLoginTexts(getLocale()).then(() => bootPortal(root, loadApp));
