// The `form` renderer kind (re-exports only; the default export is the lazy registry's target).
export { FormRenderer as default, FormRenderer, fieldErrorSchema } from './FormRenderer';
export { makeTransformErrors, messageFor, customValidate, passwordProblem, MESSAGES } from './formMessages';
export { PhotoWidget, photoDataUrl } from './PhotoWidget';
