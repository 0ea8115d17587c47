// Glide draws its overlays into <div id="portal">; the shell may not have one, so the grid adds it once.
export function ensurePortal(): void {
  if (typeof document === 'undefined' || document.getElementById('portal')) return;
  const portal = document.createElement('div');
  portal.id = 'portal';
  portal.style.position = 'fixed';
  portal.style.left = '0';
  portal.style.top = '0';
  portal.style.zIndex = '9999';
  document.body.appendChild(portal);
}
