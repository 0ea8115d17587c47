// The `form` screen kind: rjsf with the Mantine theme, the engine's own widgets (photo) and SPEC §5 messages;
// optional load of initial values; submit to the declared operation with SPEC notices (behind the loading overlay when
// the submit is blocking); server field errors shown on their fields; nothing typed is lost on an error.
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PortalForm as Form } from './PortalForm';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { callOperationById } from '../../api/callOperation';
import { sendPlantFloorWrite } from '../../outbox/outboxStore';
import { ApiError } from '../../api/ApiError';
import { withLoadingOverlay } from '../../ui/loadingOverlayStore';
import type { ScreenRendererProps } from '../types';
import { bindParams } from '../shared/bindParams';
import { ErrorState, LoadingState } from '../shared/ScreenStates';
import { useBindingContext } from '../shared/useBindingContext';
import { useScreenData } from '../shared/useScreenData';
import { customValidate, makeTransformErrors, withHints } from './formMessages';
import { FieldErrors } from './FieldErrors';
import { PhotoWidget } from './PhotoWidget';
import { DateWidget } from './DateWidget';
import { loadFormValidator } from './formValidator';
import { CaptchaWidget } from '../../session/CaptchaWidget';

const templates = { FieldErrorTemplate: FieldErrors };
/**
 * The engine's own widgets, on top of rjsf's: "ui:widget": "photo" takes a JPEG with the camera (PhotoWidget); dates
 * are typed and shown as MM/DD/YYYY (DateWidget replaces rjsf's ISO-only one).
 */
const widgets = { photo: PhotoWidget, DateWidget };

type Data = Record<string, unknown>;
const NO_FILTERS = {};

/** Server field errors ({field, message}[]) as rjsf's error schema. */
export function fieldErrorSchema(error: unknown): ErrorSchema | undefined {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return undefined;
  const schema: Record<string, { __errors: string[] }> = {};
  for (const { field, message } of error.fieldErrors) (schema[field] ??= { __errors: [] }).__errors.push(message);
  return schema as ErrorSchema;
}

export function FormRenderer({ definition: def, routeParams }: ScreenRendererProps<'form'>) {
  const ctx = useBindingContext(NO_FILTERS, routeParams);
  const loaded = useScreenData(def.load, ctx, { enabled: Boolean(def.load) });
  const [formData, setFormData] = useState<Data>({});
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [saving, setSaving] = useState(false);
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
    try {
      const params = bindParams(def.submit.params, ctx);
      const body = def.submit.botCheck ? { ...data, Captcha: captcha } : data;
      // An offline form (a plant-floor entry) goes through the outbox: kept on the device when the server cannot be
      // reached, and cleared as after a save.
      const send = async () =>
        def.offline
          ? (
              await sendPlantFloorWrite({
                operationId: def.submit.operationId,
                params,
                body,
                label: `${def.title} · ${new Date().toLocaleTimeString()}`,
              })
            ).queued
          : (await callOperationById(def.submit.operationId, params, body), false);
      // A blocking write (e.g. a bulk price update) keeps the user on the page until the server has answered.
      const queued = await (def.submit.blocking ? withLoadingOverlay(send) : send());
      notifications.show({
        color: 'green',
        message: queued
          ? 'Saved on this device; it will be sent when the server can be reached'
          : (def.submit.successMessage ?? 'Action was successful'),
      });
      if (def.resetAfterSubmit || queued) {
        // rjsf merges a new formData prop into what its fields hold, so {} alone leaves the inputs filled: a fresh
        // Form instance starts from the schema's defaults.
        setFormData({});
        setFormKey((k) => k + 1);
      }
    } catch (error) {
      // The typed values stay in the form; the server's message is shown and its field errors land on their fields.
      setExtraErrors(fieldErrorSchema(error));
      notifications.show({ color: 'red', message: (error as Error).message || 'Action failed' });
    } finally {
      setSaving(false);
      if (def.submit.botCheck) {
        setCaptcha('');
        setCaptchaKey((k) => k + 1);
      }
    }
  };

  if (loaded.error) return <ErrorState error={loaded.error} />;
  if (loaded.isLoading || !validator) return <LoadingState />;
  return (
    <Paper withBorder radius="md" p="lg" maw={900}>
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
            {def.submit.label ?? 'Save'}
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}
