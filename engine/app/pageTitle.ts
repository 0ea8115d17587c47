// SPEC §2 page title: the route's name (default 'Norstar'), prefixed 'U.S. - ' when the stored user's plant id is 2,
// otherwise 'M.X. - '.

export const defaultRouteTitle = 'Norstar';

export function plantPrefix(eplantId: number | null | undefined): string {
  return eplantId === 2 ? 'U.S. - ' : 'M.X. - ';
}

export function pageTitle(name: string | null | undefined, eplantId: number | null | undefined): string {
  const routeName = name && name.trim() ? name.trim() : defaultRouteTitle;
  return `${plantPrefix(eplantId)}${routeName}`;
}
