// The key of a form a grid's actions open (its screen id and its name in the grid's "forms"), under which the build
// precompiles its validator (scripts/vite/formValidatorsPlugin.ts) and the dialog finds it.
export function actionFormKey(screenId: string, formName: string): string {
  return `${screenId}~${formName}`;
}
