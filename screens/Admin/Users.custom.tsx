// Admin/Users (SPEC §2): the users of the current plant in the engine's grid; double-clicking a user, or
// New User, opens the full-screen 'User Profile' dialog.
import { type CustomComponentProps } from '../../engine/kit';
import { UsersGrid } from './users/UsersGrid';

export default function Users({ definition }: CustomComponentProps) {
  return <UsersGrid gridId={definition.id} />;
}
