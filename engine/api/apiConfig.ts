// The three bases the portal talks to (SPEC §7): the ERP API, the serverless functions and the front end itself.
// Each comes from Vite env and defaults to the serving origin, so one `npm start` process serves everything.

function origin(): string {
  return typeof location !== 'undefined' ? location.origin : 'http://localhost';
}

function envValue(name: 'VITE_API_URL' | 'VITE_FUNCTIONS_URL' | 'VITE_APP_URL' | 'VITE_LOG_LOCALHOST'): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
  return (env[name] ?? '').trim();
}

export function apiBaseUrl(): string {
  return (envValue('VITE_API_URL') || `${origin()}/api`).replace(/\/+$/, '');
}

export function functionsBaseUrl(): string {
  return (envValue('VITE_FUNCTIONS_URL') || origin()).replace(/\/+$/, '');
}

export function appBaseUrl(): string {
  return (envValue('VITE_APP_URL') || origin()).replace(/\/+$/, '');
}

/** SPEC §7 skips request logging against localhost; e2e tests switch it on with VITE_LOG_LOCALHOST=true. */
export function logLocalhostEnabled(): boolean {
  return envValue('VITE_LOG_LOCALHOST') === 'true';
}
