// Admin/Users/Groups: the user groups of the current plant — create, rename and delete them — and the members of the
// chosen group. Users join or leave groups from their profile (the Roles tab of the user dialog).
import { type CustomComponentProps } from '../../engine/kit';
import { GroupsAdmin } from './users/GroupsAdmin';

export default function UserGroups({ definition }: CustomComponentProps) {
  return <GroupsAdmin gridId={definition.id} />;
}
