// The rjsf validator of a form screen: its schema precompiled at build time (scripts/vite/formValidatorsPlugin.ts),
// so validating never compiles code in the browser, which the portal's Content-Security-Policy forbids. A form the
// build did not see (a definition made up in a test) falls back to AJV compiling at run time — outside production
// builds only, so no schema compiler ships to the browser.
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import precompiled from 'virtual:form-validators';

export async function loadFormValidator(screenId: string, schema: RJSFSchema): Promise<ValidatorType> {
  const load = precompiled[screenId];
  if (load) return createPrecompiledValidator((await load()).default, schema);
  if (import.meta.env.PROD) throw new Error(`The form '${screenId}' has no precompiled validator: rebuild the portal.`);
  return (await import('@rjsf/validator-ajv8')).default;
}
