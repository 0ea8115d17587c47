// A grid's row actions at work: a double-click (or Enter) on a row opens the one action that applies (its dialog, or
// the File View for a file), or the row menu when several apply; a successful call shows its notice and reloads the
// rows, a refused one keeps the dialog open with the server's message. Toolbar actions are useToolbarActions'.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ActionForm, Column, RowAction } from '../../../screen/types';
import { callOperationById } from '../../../api/callOperation';
import { ApiError } from '../../../api/ApiError';
import { FileViewDialog } from '../../../features/pdf';
import { errorMessage, notifyError, notifySuccess } from '../../../ui/notify';
import type { BindingContext } from '../../../data/bindParams';
import { RowActionMenu } from './RowActionMenu';
import { t } from '../../../i18n/translate';
import { getLocale } from '../../../i18n/locale';
import {
  actionLoadParams,
  actionApplies,
  fillTemplate,
  needsDialog,
  rowActionCall,
  rowActionFileUrl,
  type ActionValues,
} from './rowActionCall';

// The dialog (with its number input) is its own chunk: most grids never open one.
const RowActionDialog = lazy(() => import('./RowActionDialog').then((module) => ({ default: module.RowActionDialog })));
// A form (rjsf and the form widgets) is a bigger chunk still, loaded when an action opens one.
export const ActionFormDialog = lazy(() =>
  import('./ActionFormDialog').then((module) => ({ default: module.ActionFormDialog })),
);

/** The grid's forms its actions open, and the screen they belong to (their validators are keyed by it). */
export interface GridForms {
  screenId: string;
  forms: Record<string, ActionForm> | undefined;
}

type Row = Record<string, unknown>;

type Open =
  | { step: 'menu'; row: Row; actions: RowAction[] }
  | { step: 'dialog'; row: Row; action: RowAction }
  | { step: 'file'; row: Row; action: RowAction };

export interface RowActionsUi {
  /** For DataGridView's onRowActivated; undefined when the grid has no actions. */
  onRowActivated: ((row: Row) => void) | undefined;
  /** For DataGridView's onRowMenu: every action that applies to the row, to pick from. */
  onRowMenu: ((row: Row) => void) | undefined;
  /** "Double-click a row to …" for the line above the grid; undefined without actions. */
  hint: string | undefined;
  /** The open dialog, menu or File View, to render beside the grid. */
  element: ReactNode;
}

export function useRowActions(
  actions: RowAction[] | undefined,
  columns: readonly Column[],
  ctx: BindingContext,
  refetch: () => void,
  gridForms?: GridForms,
): RowActionsUi {
  const [open, setOpen] = useState<Open | null>(null);
  // Each opening gets a fresh dialog (its inputs start from the row again), even for the same action twice.
  const [opening, setOpening] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const start = (row: Row, action: RowAction) => {
    setFailure(null);
    setFieldErrors({});
    setOpening((n) => n + 1);
    if (action.opens === 'file') setOpen({ step: 'file', row, action });
    else if (needsDialog(action)) setOpen({ step: 'dialog', row, action });
    else void run(row, action, {});
  };

  const run = async (row: Row, action: RowAction, values: ActionValues, formData?: Record<string, unknown>) => {
    const call = rowActionCall(action, row, ctx, values);
    // A form's data is the body, with the action's bound values over it.
    const body = formData ? { ...formData, ...call.body } : call.body;
    try {
      await callOperationById(action.operationId, call.params, body);
      notifySuccess(fillTemplate(action.success ?? `${action.label}: done`, row));
      setOpen(null);
      refetch();
    } catch (error) {
      const errors = error instanceof ApiError ? error.fieldErrors : [];
      setFieldErrors(Object.fromEntries(errors.map((e) => [e.field, e.message])));
      setFailure(errorMessage(error));
      notifyError(errorMessage(error));
      // A form dialog shows the refusal itself (the typed values stay).
      if (formData) throw error;
    }
  };

  const activate = (row: Row) => {
    const applicable = (actions ?? []).filter((a) => actionApplies(a, row));
    if (applicable.length === 1) start(row, applicable[0]);
    else if (applicable.length > 1) setOpen({ step: 'menu', row, actions: applicable });
  };

  const showMenu = (row: Row) => {
    const applicable = (actions ?? []).filter((a) => actionApplies(a, row));
    if (applicable.length) setOpen({ step: 'menu', row, actions: applicable });
  };

  const close = () => setOpen(null);
  let element: ReactNode = null;
  if (open?.step === 'menu') {
    const heading = open.actions.find((a) => a.heading)?.heading;
    element = (
      <RowActionMenu
        title={heading ? fillTemplate(heading, open.row) : 'Actions'}
        actions={open.actions}
        onPick={(action) => start(open.row, action)}
        onClose={close}
      />
    );
  } else if (open?.step === 'dialog' && open.action.form) {
    const { action, row } = open;
    const form = gridForms?.forms?.[action.form ?? ''];
    element = form ? (
      <Suspense fallback={null}>
        <ActionFormDialog
          key={opening}
          screenId={gridForms?.screenId ?? ''}
          formName={action.form ?? ''}
          form={form}
          title={action.heading ? `${action.label} — ${fillTemplate(action.heading, row)}` : action.label}
          submitLabel={action.submitLabel}
          load={action.load ? { source: action.load, params: actionLoadParams(action.load, row, ctx) } : undefined}
          initial={row}
          history={action.history}
          tabLabel={action.label}
          ctx={ctx}
          onSubmit={(data) => run(row, action, {}, data)}
          onClose={close}
        />
      </Suspense>
    ) : null;
  } else if (open?.step === 'dialog') {
    element = (
      <Suspense fallback={null}>
        <RowActionDialog
          key={opening}
          action={open.action}
          row={open.row}
          columns={columns}
          failure={failure}
          fieldErrors={fieldErrors}
          onSubmit={(values) => run(open.row, open.action, values)}
          onClose={close}
        />
      </Suspense>
    );
  }
  const file = open?.step === 'file' ? open : null;
  element = (
    <>
      {element}
      {actions?.some((a) => a.opens === 'file') && (
        <FileViewDialog
          opened={file !== null}
          onClose={() => {
            // Opening a document counts a view, so the rows are reloaded once it is closed.
            close();
            refetch();
          }}
          url={file ? rowActionFileUrl(file.action, file.row, ctx) : null}
          fileName={file?.action.fileNameField ? String(file.row[file.action.fileNameField] ?? '') : undefined}
        />
      )}
    </>
  );
  const has = Boolean(actions?.length);
  return {
    onRowActivated: has ? activate : undefined,
    onRowMenu: has ? showMenu : undefined,
    hint: has ? rowActionHint(actions ?? []) : undefined,
    element,
  };
}

/** "Double-click a row to send MCO; right-click it for its menu." — the old queues' hint, made from the labels. */
export function rowActionHint(actions: RowAction[]): string {
  // "Send MCO" reads "send MCO" mid-sentence: only a leading capital that starts a word is lowered.
  const lower = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label);
  const labels = [...new Set(actions.map((a) => lower(a.label)))];
  // "a, b or c" / "a, b o c" in the reader's language.
  const what = new Intl.ListFormat(getLocale(), { type: 'disjunction' }).format(labels);
  return t('grid.rowActionHint', { actions: what });
}
