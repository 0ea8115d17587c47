// The `form` screen kind: rjsf with the Mantine theme, the engine's own widgets (photo) and SPEC §5 messages;
// optional load of initial values; submit to the declared operation with SPEC notices (behind the loading overlay when
// the submit is blocking); server field errors shown on their fields; nothing typed is lost on an error.
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PortalForm as Form } from './PortalForm';
import { translateFormString } from './translateFormString';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { callOperationById } from '../../api/callOperation';
import { sendPlantFloorWrite, type WriteOutcome } from '../../outbox/outboxStore';
import { ApiError } from '../../api/ApiError';
import { withLoadingOverlay } from '../../ui/loadingOverlayStore';
import type { ScreenRendererProps } from '../types';
import { bindParams } from '../../data/bindParams';
import { ErrorState, LoadingState } from '../../ui/ScreenStates';
import { useBindingContext } from '../../data/useBindingContext';
import { useScreenData } from '../../data/useScreenData';
import { customValidate, makeTransformErrors, withHints } from './formMessages';
import { FieldErrors } from './FieldErrors';
import { PhotoWidget } from './PhotoWidget';
import { LazyDateWidget } from './LazyDateWidget';
import { loadFormValidator } from './formValidator';
import { CaptchaWidget } from '../../session/CaptchaWidget';
import { EditConflictNotice, editConflictOf, type EditConflict } from './EditConflictNotice';
import { t } from '../../i18n/translate';
import { FormHistory } from '../../views/history/FormHistory';
import { RECORD_HISTORY_QUERY } from '../../views/history/historyKeyOf';
import { useQueryClient } from '@tanstack/react-query';

const templates = { FieldErrorTemplate: FieldErrors };
/**
 * The engine's own widgets, on top of rjsf's: "ui:widget": "photo" takes a JPEG with the camera (PhotoWidget); dates
 * are typed and shown as MM/DD/YYYY (DateWidget replaces rjsf's ISO-only one; it loads with the first date field).
 */
const widgets = { photo: PhotoWidget, DateWidget: LazyDateWidget };

type Data = Record<string, unknown>;
const NO_FILTERS = {};

/** Server field errors ({field, message}[]) as rjsf's error schema. */
export function fieldErrorSchema(error: unknown): ErrorSchema | undefined {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return undefined;
  const schema: Record<string, { __errors: string[] }> = {};
  for (const { field, message } of error.fieldErrors) (schema[field] ??= { __errors: [] }).__errors.push(message);
  return schema as ErrorSchema;
}

/** The Version a save answered with (a whole-list save answers the list), or undefined. */
function versionOf(saved: unknown): number | undefined {
  if (typeof saved !== 'object' || saved === null || !('Version' in saved)) return undefined;
  return typeof saved.Version === 'number' ? saved.Version : undefined;
}

export function FormRenderer({ definition: def, routeParams }: ScreenRendererProps<'form'>) {
  const ctx = useBindingContext(NO_FILTERS, routeParams);
  const queryClient = useQueryClient();
  const loaded = useScreenData(def.load, ctx, { enabled: Boolean(def.load) });
  const [formData, setFormData] = useState<Data>({});
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [saving, setSaving] = useState(false);
  // A save refused because someone saved the record since it was loaded: the typed values stay until the user chooses.
  const [conflict, setConflict] = useState<EditConflict | undefined>();
  const [formKey, setFormKey] = useState(0);
  // A solved challenge is accepted once: after every answer from the server the widget starts a fresh one.
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const schema = def.schema as RJSFSchema;
  const uiSchema = useMemo(() => withHints(def.uiSchema) as UiSchema | undefined, [def.uiSchema]);
  const transformErrors = useMemo(() => makeTransformErrors(schema as never), [schema]);
  const [validator, setValidator] = useState<ValidatorType | null>(null);
  useEffect(() => {
    let current = true;
    void loadFormValidator(def.id, schema).then((v) => current && setValidator(v));
    return () => {
      current = false;
    };
  }, [def.id, schema]);

  // Keyed on the loaded record itself, which changes only with a new answer: typing is never reset to the loaded values.
  const initial = loaded.rows[0];
  useEffect(() => {
    if (initial) setFormData(initial);
  }, [initial]);

  const submit = async (data: Data) => {
    setSaving(true);
    setExtraErrors(undefined);
    setConflict(undefined);
    try {
      const params = bindParams(def.submit.params, ctx);
      const body = def.submit.botCheck ? { ...data, Captcha: captcha } : data;
      // An offline form (a plant-floor entry) goes through the outbox: kept on the device when the server cannot be
      // reached, and cleared as after a save.
      const send = async (): Promise<WriteOutcome> =>
        def.offline
          ? sendPlantFloorWrite({
              operationId: def.submit.operationId,
              params,
              body,
              label: `${def.title} · ${new Date().toLocaleTimeString()}`,
            })
          : { queued: false, result: await callOperationById(def.submit.operationId, params, body) };
      // A blocking write (e.g. a bulk price update) keeps the user on the page until the server has answered.
      const outcome = await (def.submit.blocking ? withLoadingOverlay(send) : send());
      // A versioned record: the next save starts from the version this one left (no conflict with oneself), and the
      // form reloads what was saved (new rows of a list get their ids).
      if (!outcome.queued && 'Version' in data) {
        const next = versionOf(outcome.result);
        if (next !== undefined) setFormData({ ...data, Version: next });
        loaded.refetch();
      }
      // The History panel shows the change just saved.
      if (!outcome.queued && def.history) void queryClient.invalidateQueries({ queryKey: [RECORD_HISTORY_QUERY] });
      notifications.show({
        color: 'green',
        message: outcome.queued
          ? t('outbox.savedOnDevice')
          : (def.submit.successMessage ?? t('common.actionSuccessful')),
      });
      if (def.resetAfterSubmit || outcome.queued) {
        // rjsf merges a new formData prop into what its fields hold, so {} alone leaves the inputs filled: a fresh
        // Form instance starts from the schema's defaults.
        setFormData({});
        setFormKey((k) => k + 1);
      }
    } catch (error) {
      // The typed values stay in the form; the server's message is shown and its field errors land on their fields.
      const refused = editConflictOf(error);
      if (refused) setConflict(refused);
      else setExtraErrors(fieldErrorSchema(error));
      notifications.show({ color: 'red', message: (error as Error).message || t('common.actionFailed') });
    } finally {
      setSaving(false);
      if (def.submit.botCheck) {
        setCaptcha('');
        setCaptchaKey((k) => k + 1);
      }
    }
  };

  const reload = async () => {
    if (!def.load) return;
    const fresh = await callOperationById(def.load.operationId, bindParams(def.load.params, ctx));
    setConflict(undefined);
    if (typeof fresh === 'object' && fresh !== null) {
      // A fresh Form instance, so rjsf shows the other version rather than merging it into what its fields hold.
      setFormData(fresh as Data);
      setFormKey((k) => k + 1);
    }
    loaded.refetch();
  };

  if (loaded.error) return <ErrorState error={loaded.error} />;
  if (loaded.isLoading || !validator) return <LoadingState />;
  return (
    <>
      <Paper withBorder radius="md" p="lg" maw={900}>
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
          customValidate={(data, errors) => customValidate(data as Data, errors, def.uiSchema)}
          extraErrors={extraErrors}
          onChange={(e) => setFormData(e.formData as Data)}
          onSubmit={(e) => void submit(e.formData as Data)}
          // The messages already stand under their fields; rjsf's default onError would also console.error them.
          onError={() => undefined}
        >
          {def.submit.botCheck ? <CaptchaWidget key={captchaKey} onPayload={setCaptcha} /> : null}
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={saving}>
              {def.submit.label ?? t('common.save')}
            </Button>
          </Group>
        </Form>
      </Paper>
      {def.history ? <FormHistory history={def.history} record={initial} ctx={ctx} /> : null}
    </>
  );
}
