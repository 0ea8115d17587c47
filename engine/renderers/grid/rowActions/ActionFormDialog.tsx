// The dialog of a grid action that opens one of the grid's forms: the record the action's "load" answers (or the row),
// rjsf with the form screens' widgets and SPEC §5 messages, select fields whose choices come from their operations,
// and the call on Save. A refused save keeps everything typed, with the server's message and its field errors on
// their fields; an edit conflict offers to reload the record or save over it.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ActionForm, ActionLoad, RecordHistory } from '../../../screen/types';
import { WithHistoryTab } from '../../../views/history/WithHistoryTab';
import { callOperationById } from '../../../api/callOperation';
import { ApiError } from '../../../api/ApiError';
import { errorMessage } from '../../../ui/notify';
import { LayeredModal } from '../../../ui/LayeredModal';
import { useT } from '../../../i18n/translate';
import { bindParams, extractRows, type BindingContext } from '../../../data/bindParams';
import { ErrorState, LoadingState } from '../../../ui/ScreenStates';
import { PortalForm as Form } from '../../form/PortalForm';
import { translateFormString } from '../../form/translateFormString';
import { customValidate, makeTransformErrors } from '../../form/formMessages';
import { FieldErrors } from '../../form/FieldErrors';
import { LazyDateWidget } from '../../form/LazyDateWidget';
import { loadFormValidator } from '../../form/formValidator';
import { actionFormKey } from '../../form/actionFormKey';
import { fieldErrorSchema } from '../../form/FormRenderer';
import { EditConflictNotice, editConflictOf, type EditConflict } from '../../form/EditConflictNotice';
import { OptionSelectWidget, type OptionChoice } from '../../form/OptionSelectWidget';

type Data = Record<string, unknown>;

const templates = { FieldErrorTemplate: FieldErrors };
const widgets = { DateWidget: LazyDateWidget, optionSelect: OptionSelectWidget };

export interface ActionFormDialogProps {
  screenId: string;
  formName: string;
  form: ActionForm;
  title: string;
  submitLabel?: string;
  /** The record that prefills the form: its operation and parameters, or the row itself. */
  load?: { source: ActionLoad; params: Record<string, unknown> };
  initial?: Data;
  ctx: BindingContext;
  /** Makes the call with the form's data; rejects with the error to show. */
  onSubmit: (data: Data) => Promise<void>;
  onClose: () => void;
  /** The record's change history as a tab beside the form (the action's "history", keyed by the row). */
  history?: RecordHistory;
  /** The form tab's title beside History (the action's label). */
  tabLabel?: string;
}

/** Each option field's choices, loaded from its operation (cached like a select filter's options). */
function useOptionChoices(form: ActionForm, ctx: BindingContext): Record<string, OptionChoice[]> {
  const entries = Object.entries(form.options ?? {});
  const answers = useQueries({
    queries: entries.map(([, source]) => {
      const params = bindParams(source.params, ctx);
      return {
        queryKey: ['filter-options', source.operationId, params],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callOperationById(source.operationId, params, undefined, { signal }),
        staleTime: 5 * 60_000,
      };
    }),
  });
  const data = answers.map((a) => a.data);
  return useMemo(() => {
    const out: Record<string, OptionChoice[]> = {};
    entries.forEach(([field, source], i) => {
      const seen = new Set<string>();
      out[field] = [];
      for (const row of extractRows(data[i], source.rowsPath)) {
        const value = String(row[source.valueField] ?? '');
        if (seen.has(value)) continue;
        seen.add(value);
        out[field].push({ value, label: String(row[source.labelField] ?? value) });
      }
    });
    return out;
    // The answers are the inputs: a new answer (not a new render) rebuilds the lists.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, ...data]);
}

export function ActionFormDialog(props: ActionFormDialogProps) {
  const { screenId, formName, form, title, submitLabel, load, initial, ctx, onSubmit, onClose, history, tabLabel } =
    props;
  const t = useT();
  const record = useQuery({
    queryKey: ['action-form', screenId, formName, load?.source.operationId, load?.params],
    queryFn: () => callOperationById(load!.source.operationId, load!.params),
    enabled: Boolean(load),
    // Each opening reads the record again: it may have changed since the grid was loaded.
    gcTime: 0,
    staleTime: 0,
  });
  const choices = useOptionChoices(form, ctx);
  const schema = form.schema as RJSFSchema;
  const uiSchema = useMemo(() => {
    const ui: UiSchema = { ...(form.uiSchema ?? {}) };
    for (const field of Object.keys(form.options ?? {})) {
      const own = (ui[field] ?? {}) as UiSchema;
      ui[field] = {
        ...own,
        'ui:widget': 'optionSelect',
        'ui:options': { ...((own['ui:options'] as object | undefined) ?? {}), choices: choices[field] ?? [] },
      };
    }
    return ui;
  }, [form, choices]);
  const transformErrors = useMemo(() => makeTransformErrors(schema as never), [schema]);
  const [validator, setValidator] = useState<ValidatorType | null>(null);
  useEffect(() => {
    let current = true;
    void loadFormValidator(actionFormKey(screenId, formName), schema).then((v) => current && setValidator(v));
    return () => {
      current = false;
    };
  }, [screenId, formName, schema]);

  const [formData, setFormData] = useState<Data | undefined>(load ? undefined : initial);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (record.data && typeof record.data === 'object') {
      setFormData(record.data as Data);
      setFormKey((k) => k + 1);
    }
  }, [record.data]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [conflict, setConflict] = useState<EditConflict | undefined>();

  const submit = async (data: Data) => {
    setSaving(true);
    setFailure(null);
    setExtraErrors(undefined);
    setConflict(undefined);
    try {
      await onSubmit(data);
    } catch (error) {
      // What was typed stays: the message above the buttons, field errors on their fields.
      const refused = editConflictOf(error);
      if (refused) setConflict(refused);
      else {
        setExtraErrors(fieldErrorSchema(error));
        setFailure(error instanceof ApiError || error instanceof Error ? errorMessage(error) : String(error));
      }
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    setConflict(undefined);
    await record.refetch();
  };

  let body;
  if (record.error) body = <ErrorState error={record.error} />;
  else if (!validator || !formData) body = <LoadingState />;
  else
    body = (
      <>
        {conflict ? (
          <EditConflictNotice
            conflict={conflict}
            busy={saving}
            onReload={() => void reload()}
            onOverwrite={() => void submit({ ...formData, Version: conflict.version })}
          />
        ) : null}
        <Form
          key={formKey}
          schema={schema}
          uiSchema={uiSchema}
          formData={formData}
          validator={validator}
          noHtml5Validate
          templates={templates}
          widgets={widgets}
          showErrorList={false}
          transformErrors={transformErrors}
          translateString={translateFormString}
          customValidate={(data, errors) => customValidate(data as Data, errors, form.uiSchema)}
          extraErrors={extraErrors}
          onChange={(e) => setFormData(e.formData as Data)}
          onSubmit={(e) => void submit(e.formData as Data)}
          onError={() => undefined}
        >
          {failure && (
            <Alert color="red" variant="light" mt="md">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel ?? t('common.save')}
            </Button>
          </Group>
        </Form>
      </>
    );
  return (
    <LayeredModal opened onClose={onClose} title={title} size="xl">
      <WithHistoryTab history={history} record={initial} label={tabLabel ?? t('common.save')}>
        {body}
      </WithHistoryTab>
    </LayeredModal>
  );
}
