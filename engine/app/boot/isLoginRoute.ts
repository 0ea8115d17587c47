// Whether a location hash is the public home '/' (the login page): '', '#', '#/' and '#/?…' are; anything else is not.
export function isLoginRoute(hash: string): boolean {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path === '' || path === '/';
}
