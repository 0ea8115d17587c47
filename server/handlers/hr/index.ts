// HR handlers (schemas/erp-api/hr.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { editEmployeesWorkCenter, getEmployee, getEmptyEmployee, listEmployees, saveEmployee } from './employees.js';
import {
  listBonusLevelOptions,
  listDepartmentOptions,
  listEmployerRegistrationOptions,
  listForemanOptions,
  listPaymentFrequencyOptions,
  listPaymentGroupOptions,
  listPositionOptions,
  listSeniorityTableOptions,
  listShifts,
} from './hrOptions.js';
import { getForemanBonusDashboard, listAttendanceDetails, listEmployeePayroll } from './attendancePayroll.js';

export const hrHandlers: HandlerMap = {
  listAttendanceDetails,
  listEmployees,
  getEmployee,
  getEmptyEmployee,
  saveEmployee,
  editEmployeesWorkCenter,
  listPositionOptions,
  listDepartmentOptions,
  listShifts,
  listForemanOptions,
  listPaymentFrequencyOptions,
  listSeniorityTableOptions,
  listEmployerRegistrationOptions,
  listPaymentGroupOptions,
  listEmployeePayroll,
  listBonusLevelOptions,
  getForemanBonusDashboard,
};
