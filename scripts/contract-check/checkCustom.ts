// Checks a custom definition's component and props: the component is registered (screens/**/<Name>.custom.tsx, with
// a did-you-mean), it declares its props schema, the props satisfy it, and the operationIds and row fields the schema
// marks inside props exist (in the contract, in the rows of the definition's dataSource).
import { checkOperationRoles } from './checkOperationUse';
import { checkField, type RowScope } from './checkFields';
import type { DefinitionContext } from './context';
import type { CustomComponentIndex } from './customComponents';
import { closest } from './suggest';
import { describeErrors } from './validateSchema';

export function checkCustomComponent(ctx: DefinitionContext, index: CustomComponentIndex, scope: RowScope): void {
  const name = String(ctx.def.component);
  const entry = index.components.get(name);
  if (!entry) {
    const names = [...index.components.keys()];
    ctx.report(
      '/component',
      `no custom component named '${name}'`,
      'the name of a screens/**/<Name>.custom.tsx file',
      closest(name, names),
    );
    return;
  }
  if (!entry.propsSchemaFile) {
    ctx.report(
      '/component',
      `custom component '${name}' declares no props schema`,
      `${entry.file.replace(/\.custom\.tsx$/, '.props.schema.json')} beside the component`,
    );
    return;
  }
  if (entry.schemaError || !entry.validate) {
    ctx.report('/component', `the props schema of '${name}' cannot be read: ${entry.schemaError}`, 'a JSON Schema');
    return;
  }
  const props = ctx.def.props ?? {};
  const { valid, marked } = index.validateProps(entry, props);
  if (!valid) {
    for (const problem of describeErrors(entry.validate.errors ?? [], ctx.file, props))
      ctx.report(`/props${problem.pointer}`, problem.message, problem.expected, problem.suggestion);
    return;
  }
  for (const name of marked) {
    const at = `/props${name.pointer}`;
    if (typeof name.value !== 'string') continue;
    if (name.kind === 'rowField') {
      checkField(ctx, at, name.value, scope);
      continue;
    }
    const op = ctx.operations.get(name.value);
    if (!op)
      ctx.report(
        at,
        `unknown operation '${name.value}'`,
        'an operationId of the ERP contract',
        closest(name.value, ctx.operations.keys()),
      );
    else checkOperationRoles(ctx, at, op);
  }
}
