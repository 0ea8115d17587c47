// Whether the signed-in user may open a screen: super users see all; otherwise the route is in the user's Routes
// or the user holds one of the screen's roles (an empty role list means any signed-in user). A dealer user
// (docs/adr/015) opens only the screens that name one of its roles: never a staff screen open to everybody.
import { rolesAllow } from '../session/useSession';

export interface ScreenAccessSubject {
  route?: string;
  roles?: readonly string[];
}

export interface SessionAccess {
  isSuperUser: boolean;
  roles: readonly string[];
  routes: readonly string[];
  /** A dealer user's session (SessionUser.DealerNo set). */
  isDealer?: boolean;
}

export function canOpenScreen(screen: ScreenAccessSubject, session: SessionAccess): boolean {
  if (session.isDealer) return Boolean(screen.roles?.length) && rolesAllow(screen.roles, session.roles, false);
  if (session.isSuperUser) return true;
  if (screen.route && session.routes.includes(screen.route)) return true;
  return rolesAllow(screen.roles, session.roles, false);
}
