// Entry point of the portal bundle: global styles, then the App into #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/spotlight/styles.css';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the portal in.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
