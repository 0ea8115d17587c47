// Plant isolation (SPEC §6 change_plant): a user works with its own plant's data; the change_plant role or super user
// opens every plant. One rule for the operation pipeline and the realtime hub.
import type { SessionUser } from '../http/OperationHandler.js';

/** The role of schemas/roles.json that shows the plant selector and opens every plant's data. */
export const CHANGE_PLANT_ROLE = 'change_plant';

type PlantHolder = Pick<SessionUser, 'eplantId' | 'isSuperUser' | 'roles'>;

export function seesEveryPlant(user: PlantHolder): boolean {
  return user.isSuperUser || user.roles.includes(CHANGE_PLANT_ROLE);
}

export function maySeePlant(user: PlantHolder, plant: number): boolean {
  return seesEveryPlant(user) || user.eplantId === plant;
}

export function otherPlantMessage(user: PlantHolder, plant: number): string {
  return `Plant ${plant} is not your plant (${user.eplantId}): working with another plant's data needs the ${CHANGE_PLANT_ROLE} role`;
}
