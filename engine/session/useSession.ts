// Role checks for components (SPEC §6): a check passes when the user holds any listed role; super users hold all;
// an empty list passes.
import { useAppStore } from '../stores/appStore';

export function rolesAllow(required: readonly string[] | undefined, held: readonly string[], isSuperUser: boolean) {
  if (!required || required.length === 0 || isSuperUser) return true;
  return required.some((role) => held.includes(role));
}

/** Non-hook check against the current session (for loaders and event handlers). */
export function hasAnyRole(roles: readonly string[] | undefined): boolean {
  const { roles: held, isSuperUser } = useAppStore.getState();
  return rolesAllow(roles, held, isSuperUser);
}

export function useSession() {
  const user = useAppStore((s) => s.user);
  const roles = useAppStore((s) => s.roles);
  const isSuperUser = useAppStore((s) => s.isSuperUser);
  const plant = useAppStore((s) => s.plant);
  return {
    user,
    plant,
    isSuperUser,
    hasAnyRole: (required: readonly string[] | undefined) => rolesAllow(required, roles, isSuperUser),
  };
}
