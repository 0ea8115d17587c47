// Which part of the portal a page load starts with. The login page ('/', what every device opens first) starts on its
// own (LoginShell); the whole portal (router, query cache, app frame, screens) loads as soon as the hash leaves '/' —
// after signing in, or through a link — or at once when the page opens anywhere else.
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { isLoginRoute } from './isLoginRoute';
import { LoginShell } from './LoginShell';

function strict(node: ReactNode) {
  return <StrictMode>{node}</StrictMode>;
}

/** Returns a function that stops waiting for the hash to leave the login page (for tests). */
export function bootPortal(root: Root, loadApp: () => Promise<ComponentType>): () => void {
  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    window.removeEventListener('hashchange', onHashChange);
    loadApp().then(
      (App) => root.render(strict(<App />)),
      (error: unknown) =>
        root.render(
          <p role="alert" style={{ padding: 16, fontFamily: 'sans-serif' }}>
            The portal could not be loaded ({error instanceof Error ? error.message : String(error)}). Reload the page
            to try again.
          </p>,
        ),
    );
  };
  function onHashChange() {
    if (!isLoginRoute(window.location.hash)) startApp();
  }
  const stop = () => window.removeEventListener('hashchange', onHashChange);
  if (!isLoginRoute(window.location.hash)) {
    startApp();
    return stop;
  }
  window.addEventListener('hashchange', onHashChange);
  root.render(strict(<LoginShell />));
  return stop;
}
