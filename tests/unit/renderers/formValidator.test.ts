// Form screens validate with code compiled at build time (scripts/vite/formValidatorsPlugin.ts): the portal's
// Content-Security-Policy forbids the `new Function` AJV would otherwise use in the browser.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { loadFormValidator } from '../../../engine/renderers/form/formValidator';

const root = resolve(import.meta.dirname, '../../..');
const jobApplication = JSON.parse(readFileSync(resolve(root, 'screens/Public/JobAplication.screen.json'), 'utf8'));

describe('form validators', () => {
  afterEach(() => vi.restoreAllMocks());

  it('validates a form screen without compiling code at run time', async () => {
    const compiled: string[] = [];
    const RealFunction = globalThis.Function;
    vi.spyOn(globalThis, 'Function').mockImplementation((...args: string[]) => {
      compiled.push(args.join(','));
      return RealFunction(...args);
    });
    const validator = await loadFormValidator(jobApplication.id, jobApplication.schema as RJSFSchema);
    const { errors } = validator.validateFormData(
      { Plant: 2, FirstName: 'Dana', Email: 'dana.hill' },
      jobApplication.schema as RJSFSchema,
    );
    expect(errors.map((e) => `${e.property} ${e.name}`)).toEqual(
      expect.arrayContaining(['LastName required', 'Phone required', '.Email format']),
    );
    expect(validator.isValid(jobApplication.schema, { ...validApplication }, jobApplication.schema)).toBe(true);
    expect(compiled).toEqual([]);
  });
});

const validApplication = {
  Plant: 2,
  FirstName: 'Dana',
  LastName: 'Hill',
  Phone: '(903) 555-0199',
  Position: 'Welder',
  ShiftPreference: 'First',
  AvailableFrom: '2026-12-01',
  ExperienceYears: 4,
};
