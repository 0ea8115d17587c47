// Links the plant-floor portal users to their employee records (users.employee_id, the Employee column of Users and
// the employee select of the user form): the QC inspector and the M.X. supervisor of the demo logins, and the active
// members of the plant departments' groups, each to an active employee of a fitting department of their own plant.
// The employee takes the user's name, so the link reads as the same person on both sides. Deterministic: users in
// username order, employees in id order. Office users (accounting, sales…) stay unlinked, as in the ERP.
import type { SeedContext } from './SeedContext.js';
import type { HrSeed } from './seedHr.js';

/** The department (and whether a foreman) each linked user works in. */
interface Placement {
  department: string;
  foreman: boolean;
}

const DEMO_PLACEMENTS: Readonly<Record<string, Placement>> = {
  'qc.inspector': { department: 'QC', foreman: false },
  'mx.supervisor': { department: 'ASSY', foreman: true },
};

const GROUP_PLACEMENTS: Readonly<Record<string, Placement>> = {
  Quality: { department: 'QC', foreman: false },
  Warehouse: { department: 'WH', foreman: false },
  'Shipping Office': { department: 'WH', foreman: false },
  'Production Leads': { department: 'ASSY', foreman: false },
};

interface UserRow {
  guid: string;
  username: string;
  firstname: string;
  lastname: string;
  email: string | null;
  eplant_id: number;
  grp: string | null;
}

interface EmployeeRow {
  id: number;
  eplant_id: number;
  code: string;
  is_foreman: boolean;
}

/** Returns how many users were linked. */
export async function linkUsersToEmployees(ctx: SeedContext, employees: HrSeed['employees']): Promise<number> {
  const users = await ctx.q.query<UserRow>(
    `SELECT u.guid, u.username, u.firstname, u.lastname, u.email, u.eplant_id, g.name AS grp
       FROM users u
       LEFT JOIN user_group_members m ON m.user_guid = u.guid
       LEFT JOIN user_groups g ON g.id = m.group_id
      WHERE u.is_active AND NOT u.is_super_user AND u.employee_id IS NULL
      ORDER BY u.username, g.name`,
  );
  const free = await ctx.q.query<EmployeeRow>(
    `SELECT e.id, e.eplant_id, d.code, e.is_foreman
       FROM employees e JOIN departments d ON d.id = e.department_id
      WHERE e.active
      ORDER BY e.id`,
  );
  const taken = new Set<number>();
  const seen = new Set<string>();
  const byId = new Map(employees.map((e) => [e.id, e]));
  let linked = 0;
  for (const user of users) {
    if (seen.has(user.guid)) continue;
    seen.add(user.guid);
    const placement = DEMO_PLACEMENTS[user.username] ?? (user.grp ? GROUP_PLACEMENTS[user.grp] : undefined);
    if (!placement) continue;
    const employee = free.find(
      (e) =>
        !taken.has(e.id) &&
        e.eplant_id === user.eplant_id &&
        e.code === placement.department &&
        e.is_foreman === placement.foreman,
    );
    if (!employee) continue;
    taken.add(employee.id);
    // Office staff and foremen have a company mailbox on the employee record: the user's own.
    await ctx.q.query(
      `UPDATE employees SET first_name = $2, last_name = $3, name = $4, email = CASE WHEN email IS NULL THEN NULL ELSE $5 END
        WHERE id = $1`,
      [employee.id, user.firstname, user.lastname, `${user.lastname}, ${user.firstname}`, user.email],
    );
    await ctx.q.query('UPDATE users SET employee_id = $2 WHERE guid = $1', [user.guid, employee.id]);
    // Later parts of the plant seed (cycle-count counters…) print the employee's name from this list.
    const inMemory = byId.get(employee.id);
    if (inMemory) inMemory.name = `${user.firstname} ${user.lastname}`;
    linked += 1;
  }
  return linked;
}
