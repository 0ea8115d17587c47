// Entry point of the portal bundle: Mantine's core styles, then the login page on its own or the whole App into #root
// (app/boot/bootPortal.tsx), once the locale's texts are there. The App and the styles only it uses are a lazy chunk.
// The service worker that lets the portal open offline is registered first (app/serviceWorker.ts).
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import { bootPortal } from './app/boot/bootPortal';
import { initialLocale } from './app/boot/initialLocale';
import { getLocale, setLocale } from './i18n/locale';
import { loadCatalogue } from './i18n/translate';
import { startServiceWorker } from './app/serviceWorker';

setLocale(initialLocale());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the portal in.');
startServiceWorker();
const root = createRoot(container);
// A Spanish page load waits for its catalogue, so the first paint is already in Spanish (English is built in).
void loadCatalogue(getLocale()).then(() => bootPortal(root, () => import('./app/App').then((module) => module.App)));
