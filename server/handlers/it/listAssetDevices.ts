// GET /it/assets/Device/GetEmployee?plant: the IT device inventory of a plant with the employee each device is
// assigned to.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';

export const listAssetDevices: OperationHandler<'listAssetDevices'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT a.id AS "Id", a.asset_tag AS "AssetTag", a.device_name AS "DeviceName", a.device_type AS "DeviceType",
            a.manufacturer AS "Manufacturer", a.model AS "Model", a.serial_number AS "SerialNumber", a.status AS "Status",
            ${sqlDate('a.purchase_date')} AS "PurchaseDate", ${sqlNumber('a.cost')} AS "Cost",
            e.id AS "EmployeeId", e.employee_number AS "EmployeeNumber", e.name AS "Employee", d.name AS "Department",
            a.eplant_id AS "EplantId"
       FROM it_assets a
       LEFT JOIN employees e ON e.id = a.assigned_employee_id
       LEFT JOIN departments d ON d.id = e.department_id
      WHERE a.eplant_id = $1
      ORDER BY a.asset_tag`,
    [plant],
  );
};
