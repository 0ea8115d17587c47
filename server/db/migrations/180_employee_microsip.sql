-- The MX plant's payroll (Microsip) fields of an employee, chosen in the employee form from the four Microsip option
-- lists (SPEC §7): how often they are paid, the seniority table that sets vacation days and premiums, the IMSS employer
-- registration and the payroll run (payment group). All optional: the U.S. plant's employees have none.
ALTER TABLE employees ADD COLUMN payment_frequency text CHECK (payment_frequency IN ('weekly', 'biweekly', 'semimonthly'));
ALTER TABLE employees ADD COLUMN seniority_table_id integer;
ALTER TABLE employees ADD COLUMN employer_registration text;
ALTER TABLE employees ADD COLUMN payment_group_id integer;
