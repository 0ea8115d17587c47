// A grid's toolbar actions at work: the buttons above the grid, the tick boxes of an action on a selection (its button
// enabled while rows are ticked, saying how many), and the dialog (inputs, a form, or a confirm question) that makes
// the call; a successful call shows its notice, clears the ticks and reloads the rows.
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import type { GridAction } from '../../../screen/types';
import { callOperationById } from '../../../api/callOperation';
import { ApiError } from '../../../api/ApiError';
import { errorMessage, notifyError, notifySuccess } from '../../../ui/notify';
import { useT } from '../../../i18n/translate';
import type { BindingContext } from '../../../data/bindParams';
import { actionLoadParams, fillTemplate, toolbarActionCall, type ActionValues } from './rowActionCall';
import { ActionFormDialog, type GridForms } from './useRowActions';
import type { GridRowSelection } from '../../../views/grid/DataGridView';

const RowActionDialog = lazy(() => import('./RowActionDialog').then((module) => ({ default: module.RowActionDialog })));

type Row = Record<string, unknown>;

export interface ToolbarActionsUi {
  /** The buttons, for the line above the grid; null without toolbar actions. */
  buttons: ReactNode;
  /** For DataGridView's selection; undefined when no action works on a selection. */
  selection: GridRowSelection | undefined;
  /** The open dialog. */
  element: ReactNode;
}

export function useToolbarActions(
  actions: GridAction[] | undefined,
  rowKey: string | undefined,
  ctx: BindingContext,
  refetch: () => void,
  gridForms: GridForms,
): ToolbarActionsUi {
  const t = useT();
  const [ticked, setTicked] = useState<ReadonlyMap<unknown, Row>>(() => new Map());
  const [open, setOpen] = useState<GridAction | null>(null);
  const [opening, setOpening] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const selectable = Boolean(rowKey && actions?.some((a) => a.selection === 'many'));
  const selected = useMemo(() => [...ticked.values()], [ticked]);
  const count = { count: selected.length };

  const run = async (action: GridAction, values: ActionValues, formData?: Record<string, unknown>) => {
    const call = toolbarActionCall(action, selected, ctx, values);
    const body = formData ? { ...formData, ...call.body } : call.body;
    try {
      await callOperationById(action.operationId, call.params, body);
      notifySuccess(fillTemplate(action.success ?? `${action.label}: ${t('common.actionSuccessful')}`, count));
      setOpen(null);
      if (action.selection) setTicked(new Map());
      refetch();
    } catch (error) {
      const errors = error instanceof ApiError ? error.fieldErrors : [];
      setFieldErrors(Object.fromEntries(errors.map((e) => [e.field, e.message])));
      setFailure(errorMessage(error));
      notifyError(errorMessage(error));
      if (formData) throw error;
    }
  };

  const start = (action: GridAction) => {
    setFailure(null);
    setFieldErrors({});
    setOpening((n) => n + 1);
    if (action.fields?.length || action.form || action.confirm) setOpen(action);
    else void run(action, {});
  };

  let element: ReactNode = null;
  if (open?.form) {
    const form = gridForms.forms?.[open.form];
    element = form ? (
      <Suspense fallback={null}>
        <ActionFormDialog
          key={opening}
          screenId={gridForms.screenId}
          formName={open.form}
          form={form}
          title={form.title ?? open.label}
          submitLabel={open.submitLabel}
          load={open.load ? { source: open.load, params: actionLoadParams(open.load, undefined, ctx) } : undefined}
          initial={{}}
          ctx={ctx}
          onSubmit={(data) => run(open, {}, data)}
          onClose={() => setOpen(null)}
        />
      </Suspense>
    ) : null;
  } else if (open) {
    element = (
      <Suspense fallback={null}>
        <RowActionDialog
          key={opening}
          action={open}
          row={count}
          columns={[]}
          failure={failure}
          fieldErrors={fieldErrors}
          onSubmit={(values) => run(open, values)}
          onClose={() => setOpen(null)}
        />
      </Suspense>
    );
  }

  const buttons = actions?.length ? (
    <Group gap="xs" mb={6} data-testid="grid-toolbar-actions">
      {actions.map((action) => {
        const needsRows = action.selection === 'many';
        return (
          <Button
            key={action.label}
            size="xs"
            variant={needsRows ? 'light' : 'filled'}
            disabled={needsRows && selected.length === 0}
            onClick={() => start(action)}
          >
            {needsRows && selected.length ? `${action.label} (${selected.length})` : action.label}
          </Button>
        );
      })}
    </Group>
  ) : null;

  return {
    buttons,
    selection: selectable && rowKey ? { rowKey, rows: ticked, onChange: setTicked } : undefined,
    element,
  };
}
