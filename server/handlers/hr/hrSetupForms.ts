// HR catalog forms, part 2: bonus types with their levels, finish-line capacities, ZKTeco time clocks and the job
// description editor. Same whole-list save as hrCatalogs.ts: all checks first, then one transaction.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { displayName, requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { claimListVersion, listVersion } from '../../http/editConflict.js';
import { listError, removedIds, requireUnique, requireUnused } from './catalogRules.js';

type BonusType = AnswerOf<'getBonusTypeCatalog'>['BonusTypes'][number];
type Level = BonusType['Levels'][number];

async function readBonusTypes(db: Queryable, plant: number) {
  const types = await db.query<{ Id: number; Name: string; Description: string; Active: boolean }>(
    `SELECT id AS "Id", name AS "Name", description AS "Description", active AS "Active" FROM bonus_types WHERE eplant_id = $1 ORDER BY id`,
    [plant],
  );
  const levels = await db.query<Level & { TypeId: number }>(
    `SELECT l.id AS "Id", l.bonus_type_id AS "TypeId", l.level AS "Level", l.name AS "Name", ${sqlNumber('l.min_score')} AS "MinScore",
            ${sqlNumber('l.amount')} AS "Amount", l.currency AS "Currency"
       FROM bonus_levels l JOIN bonus_types t ON t.id = l.bonus_type_id WHERE t.eplant_id = $1 ORDER BY l.level`,
    [plant],
  );
  return types.map((t) => ({ ...t, Levels: levels.filter((l) => l.TypeId === t.Id).map(({ TypeId: _t, ...l }) => l) }));
}

export const getBonusTypeCatalog: OperationHandler<'getBonusTypeCatalog'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return {
    Version: await listVersion(db, query.plant, 'bonus-types'),
    BonusTypes: await readBonusTypes(db, query.plant),
  };
};

export const saveBonusTypeCatalog: OperationHandler<'saveBonusTypeCatalog'> = async ({ db, query, body, user }) => {
  const plant = query.plant as number;
  const types = body.BonusTypes;
  await requirePlant(db, plant);
  requireUnique(
    'BonusTypes',
    'Bonus type',
    types.map((t) => t.Name),
  );
  for (const t of types) {
    requireUnique(
      'BonusTypes',
      `${t.Name}: level`,
      t.Levels.map((l) => String(l.Level)),
    );
    // A higher level must ask for a higher score and pay at least as much, or the dashboard would pick the wrong one.
    const sorted = [...t.Levels].sort((a, b) => a.Level - b.Level);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i].MinScore <= sorted[i - 1].MinScore)
        listError(
          'BonusTypes',
          `${t.Name}: level ${sorted[i].Level} must need a higher minimum score than level ${sorted[i - 1].Level}`,
        );
      if (sorted[i].Amount < sorted[i - 1].Amount)
        listError(
          'BonusTypes',
          `${t.Name}: level ${sorted[i].Level} must pay at least as much as level ${sorted[i - 1].Level}`,
        );
    }
  }
  const version = await db.tx(async (tx) => {
    // Saved from a stale copy the list would lose the rows added since: its version is checked (and the list locked)
    // first.
    const next = await claimListVersion(tx, plant, 'bonus-types', body.Version, displayName(user));
    // Bonus types stay for history: one left out of the list is deactivated, not deleted.
    const gone = await removedIds(
      tx,
      'BonusTypes',
      'SELECT id FROM bonus_types WHERE eplant_id = $1',
      [plant],
      types.map((t) => t.Id),
    );
    for (const id of gone) await tx.query('UPDATE bonus_types SET active = false WHERE id = $1', [id]);
    for (const t of types) {
      let typeId = t.Id ?? null;
      if (typeId)
        await tx.query('UPDATE bonus_types SET name = $2, description = $3, active = $4 WHERE id = $1', [
          typeId,
          t.Name.trim(),
          t.Description.trim(),
          t.Active,
        ]);
      else
        typeId = (
          await tx.query<{ id: number }>(
            'INSERT INTO bonus_types (eplant_id, name, description, active) VALUES ($1, $2, $3, $4) RETURNING id',
            [plant, t.Name.trim(), t.Description.trim(), t.Active],
          )
        )[0].id;
      const goneLevels = await removedIds(
        tx,
        'BonusTypes',
        'SELECT id FROM bonus_levels WHERE bonus_type_id = $1',
        [typeId],
        t.Levels.map((l) => l.Id),
      );
      for (const id of goneLevels) await tx.query('DELETE FROM bonus_levels WHERE id = $1', [id]);
      for (const l of t.Levels) {
        const values = [l.Level, l.Name.trim(), l.MinScore, l.Amount, l.Currency];
        if (l.Id)
          await tx.query(
            'UPDATE bonus_levels SET level = $2, name = $3, min_score = $4, amount = $5, currency = $6 WHERE id = $1',
            [l.Id, ...values],
          );
        else
          await tx.query(
            'INSERT INTO bonus_levels (bonus_type_id, level, name, min_score, amount, currency) VALUES ($1, $2, $3, $4, $5, $6)',
            [typeId, ...values],
          );
      }
    }
    return next;
  });
  return { Version: version, BonusTypes: await readBonusTypes(db, plant) };
};

const readCapacities = (db: Queryable, plant: number) =>
  db.query<AnswerOf<'getFinishCapacityCatalog'>['Capacities'][number]>(
    `SELECT c.id AS "Id", w.code AS "WorkCenterCode", c.units_per_shift AS "UnitsPerShift", c.crew_size AS "CrewSize",
            ${sqlDate('c.effective_from')} AS "EffectiveFrom"
       FROM finish_capacities c JOIN work_centers w ON w.id = c.work_center_id
      WHERE c.eplant_id = $1 ORDER BY w.sort_order, w.code, c.effective_from`,
    [plant],
  );

export const getFinishCapacityCatalog: OperationHandler<'getFinishCapacityCatalog'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return {
    Version: await listVersion(db, query.plant, 'finish-capacities'),
    Capacities: await readCapacities(db, query.plant),
  };
};

export const saveFinishCapacityCatalog: OperationHandler<'saveFinishCapacityCatalog'> = async ({
  db,
  query,
  body,
  user,
}) => {
  const plant = query.plant as number;
  const rows = body.Capacities;
  await requirePlant(db, plant);
  const centers = new Map(
    (
      await db.query<{ id: number; code: string }>(
        'SELECT id, code FROM work_centers WHERE eplant_id = $1 AND active',
        [plant],
      )
    ).map((w) => [w.code.toUpperCase(), w.id]),
  );
  for (const r of rows) {
    if (!centers.has(r.WorkCenterCode.trim().toUpperCase()))
      listError('Capacities', `Work center ${r.WorkCenterCode} is not an active work center of this plant`);
  }
  requireUnique(
    'Capacities',
    'Work center and date',
    rows.map((r) => `${r.WorkCenterCode.trim().toUpperCase()} from ${r.EffectiveFrom}`),
  );
  const version = await db.tx(async (tx) => {
    // Saved from a stale copy the list would lose the rows added since: its version is checked (and the list locked)
    // first.
    const next = await claimListVersion(tx, plant, 'finish-capacities', body.Version, displayName(user));
    const gone = await removedIds(
      tx,
      'Capacities',
      'SELECT id FROM finish_capacities WHERE eplant_id = $1',
      [plant],
      rows.map((r) => r.Id),
    );
    for (const id of gone) await tx.query('DELETE FROM finish_capacities WHERE id = $1', [id]);
    // Park edited rows on a far date first so moving one row onto another's date within the list never collides.
    for (const r of rows)
      if (r.Id)
        await tx.query(`UPDATE finish_capacities SET effective_from = DATE '1900-01-01' + id WHERE id = $1`, [r.Id]);
    for (const r of rows) {
      const values = [centers.get(r.WorkCenterCode.trim().toUpperCase()), r.UnitsPerShift, r.CrewSize, r.EffectiveFrom];
      if (r.Id)
        await tx.query(
          'UPDATE finish_capacities SET work_center_id = $2, units_per_shift = $3, crew_size = $4, effective_from = $5::date WHERE id = $1',
          [r.Id, ...values],
        );
      else
        await tx.query(
          'INSERT INTO finish_capacities (eplant_id, work_center_id, units_per_shift, crew_size, effective_from) VALUES ($1, $2, $3, $4, $5::date)',
          [plant, ...values],
        );
    }
    return next;
  });
  return { Version: version, Capacities: await readCapacities(db, plant) };
};

const readDevices = (db: Queryable, plant: number) =>
  db.query<AnswerOf<'getClockDeviceCatalog'>['Devices'][number]>(
    `SELECT id AS "Id", name AS "Name", model AS "Model", serial_number AS "SerialNumber", ip_address AS "IpAddress", location AS "Location"
       FROM clock_devices WHERE eplant_id = $1 ORDER BY name`,
    [plant],
  );

export const getClockDeviceCatalog: OperationHandler<'getClockDeviceCatalog'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return { Version: await listVersion(db, query.plant, 'clock-devices'), Devices: await readDevices(db, query.plant) };
};

export const saveClockDeviceCatalog: OperationHandler<'saveClockDeviceCatalog'> = async ({ db, query, body, user }) => {
  const plant = query.plant as number;
  const rows = body.Devices;
  await requirePlant(db, plant);
  requireUnique(
    'Devices',
    'Serial number',
    rows.map((r) => r.SerialNumber),
  );
  requireUnique(
    'Devices',
    'IP address',
    rows.map((r) => r.IpAddress),
  );
  requireUnique(
    'Devices',
    'Device name',
    rows.map((r) => r.Name),
  );
  const version = await db.tx(async (tx) => {
    // Saved from a stale copy the list would lose the rows added since: its version is checked (and the list locked)
    // first.
    const next = await claimListVersion(tx, plant, 'clock-devices', body.Version, displayName(user));
    const gone = await removedIds(
      tx,
      'Devices',
      'SELECT id FROM clock_devices WHERE eplant_id = $1',
      [plant],
      rows.map((r) => r.Id),
    );
    await requireUnused(
      tx,
      'Devices',
      gone,
      'SELECT count(*)::int AS n FROM attendance_punches WHERE device_id = $1',
      async (id, n) => {
        const [d] = await tx.query<{ name: string }>('SELECT name FROM clock_devices WHERE id = $1', [id]);
        return `Time clock ${d?.name ?? id} has ${n} punches and cannot be removed`;
      },
    );
    for (const r of rows) {
      const [other] = await tx.query<{ name: string }>(
        'SELECT name FROM clock_devices WHERE serial_number = $1 AND eplant_id <> $2',
        [r.SerialNumber.trim(), plant],
      );
      if (other)
        listError(
          'Devices',
          `Serial number ${r.SerialNumber} is already registered as ${other.name} in the other plant`,
        );
    }
    for (const id of gone) await tx.query('DELETE FROM clock_devices WHERE id = $1', [id]);
    for (const r of rows)
      if (r.Id) await tx.query(`UPDATE clock_devices SET serial_number = '~' || id WHERE id = $1`, [r.Id]);
    for (const r of rows) {
      const values = [r.Name.trim(), r.Model.trim(), r.SerialNumber.trim(), r.IpAddress.trim(), r.Location.trim()];
      if (r.Id)
        await tx.query(
          'UPDATE clock_devices SET name = $2, model = $3, serial_number = $4, ip_address = $5, location = $6 WHERE id = $1',
          [r.Id, ...values],
        );
      else
        await tx.query(
          'INSERT INTO clock_devices (eplant_id, name, model, serial_number, ip_address, location) VALUES ($1, $2, $3, $4, $5, $6)',
          [plant, ...values],
        );
    }
    return next;
  });
  return { Version: version, Devices: await readDevices(db, plant) };
};

const readDescriptions = (db: Queryable, plant: number) =>
  db.query<AnswerOf<'getJobDescriptionEdits'>['Descriptions'][number]>(
    `SELECT p.id AS "PositionId", p.name AS "Position", d.name AS "Department", coalesce(j.title, p.name) AS "Title",
            coalesce(j.summary, '') AS "Summary", coalesce(j.requirements, '') AS "Requirements"
       FROM job_positions p LEFT JOIN departments d ON d.id = p.department_id
       LEFT JOIN LATERAL (SELECT title, summary, requirements FROM job_descriptions WHERE position_id = p.id ORDER BY updated_at DESC LIMIT 1) j ON true
      WHERE p.eplant_id = $1 ORDER BY d.name, p.is_supervisor DESC, p.name`,
    [plant],
  );

export const getJobDescriptionEdits: OperationHandler<'getJobDescriptionEdits'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return { Descriptions: await readDescriptions(db, query.plant) };
};

// Only positions of the plant may be edited; a position without a description gets its first one.
export const saveJobDescriptionEdits: OperationHandler<'saveJobDescriptionEdits'> = async ({ db, query, body }) => {
  const plant = query.plant as number;
  const rows = body.Descriptions;
  await requirePlant(db, plant);
  requireUnique(
    'Descriptions',
    'Position',
    rows.map((r) => String(r.PositionId)),
  );
  const positions = new Set(
    (await db.query<{ id: number }>('SELECT id FROM job_positions WHERE eplant_id = $1', [plant])).map((p) => p.id),
  );
  const foreign = rows.find((r) => !positions.has(r.PositionId));
  if (foreign) listError('Descriptions', `Position ${foreign.PositionId} is not a position of this plant`);
  await db.tx(async (tx) => {
    for (const r of rows) {
      const values = [r.PositionId, r.Title.trim(), r.Summary.trim(), r.Requirements.trim()];
      const [changed] = await tx.query<{ id: number }>(
        `UPDATE job_descriptions SET title = $2, summary = $3, requirements = $4, updated_at = now()
          WHERE position_id = $1 AND (title, summary, requirements) IS DISTINCT FROM ($2, $3, $4) RETURNING id`,
        values,
      );
      if (!changed) {
        const [exists] = await tx.query('SELECT 1 FROM job_descriptions WHERE position_id = $1', [r.PositionId]);
        if (!exists)
          await tx.query(
            'INSERT INTO job_descriptions (position_id, title, summary, requirements) VALUES ($1, $2, $3, $4)',
            values,
          );
      }
    }
  });
  return { Descriptions: await readDescriptions(db, plant) };
};
