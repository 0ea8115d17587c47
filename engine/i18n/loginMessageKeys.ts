// The messages the login page words (engine/app/boot/LoginShell.tsx and what it imports). The login page is the first
// thing every device loads, so it carries only these texts (generated/login-<locale>.json, written from the whole
// catalogues by `npm run generate`) through loginTexts.ts, not the whole catalogues. A unit test holds this list to
// the keys those files use.
export const LOGIN_MESSAGE_KEYS = [
  'login.applyForJob',
  'login.goToPortal',
  'login.signedIn',
  'login.signedInAs',
  'login.subtitle',
  'session.login',
  'session.loginFailed',
  'session.password',
  'session.serverUnreachable',
  'session.username',
] as const;
