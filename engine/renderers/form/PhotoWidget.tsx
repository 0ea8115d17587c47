// The `photo` form widget ("ui:widget": "photo" on a string property): a Take photo button opens the camera dialog
// (SPEC §2/§9, titled with the field's label); the JPEG taken is kept in the form data as a data URL
// (data:image/jpeg;base64,...) with a thumbnail and a Remove photo button. The camera code is loaded only when the
// dialog is first opened, so forms without a photo do not carry it.
import { lazy, Suspense, useState } from 'react';
import { Button, Group, Image, Input, Stack } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelValue } from '@rjsf/utils';
import { t } from '../../i18n/translate';

const PhotoCaptureDialog = lazy(() =>
  import('../../features/scanner/PhotoCaptureDialog').then((m) => ({ default: m.PhotoCaptureDialog })),
);

export const PHOTO_DATA_URL_PREFIX = 'data:image/jpeg;base64,';
export const NOT_A_JPEG = 'The photo must be a JPEG image';

/** The photo as a JPEG data URL; rejects when the blob is not a JPEG. */
export function photoDataUrl(photo: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      if (url.startsWith(PHOTO_DATA_URL_PREFIX)) resolve(url);
      else reject(new Error(t('photo.notJpeg')));
    };
    reader.onerror = () => reject(reader.error ?? new Error(t('photo.readFailed')));
    reader.readAsDataURL(photo);
  });
}

export function PhotoWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const { id, value, label, hideLabel, required, disabled, readonly, rawErrors, schema, onChange } = props;
  const [opened, setOpened] = useState(false);
  // Mounted from the first open on, so the lazy chunk is only fetched when somebody takes a photo.
  const [used, setUsed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = label || schema.title || t('photo.photo');
  const photo = typeof value === 'string' && value ? value : undefined;
  const locked = disabled || readonly;
  const errors = [...(rawErrors ?? []), ...(failure ? [failure] : [])];

  const capture = (blob: Blob) => {
    setFailure(null);
    photoDataUrl(blob).then(
      (url) => onChange(url),
      (e: Error) => setFailure(e.message),
    );
  };

  return (
    <Input.Wrapper
      label={labelValue(title, hideLabel, false)}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      required={required}
      error={errors.length ? errors.join('\n') : undefined}
      errorProps={{ id: `${id}__error` }}
      role="group"
      aria-labelledby={hideLabel ? undefined : `${id}-label`}
      aria-label={hideLabel ? title : undefined}
    >
      <Stack gap="xs" mt={4}>
        {photo && (
          <Image
            src={photo}
            alt={`${title} preview`}
            h={160}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
            // A framed thumbnail: a bright photo would otherwise melt into the form's background.
            style={{ alignSelf: 'flex-start', border: '1px solid var(--mantine-color-default-border)' }}
          />
        )}
        <Group gap="xs">
          <Button
            id={id}
            variant="light"
            leftSection={<IconCamera size={16} />}
            disabled={locked}
            onClick={() => {
              setUsed(true);
              setOpened(true);
            }}
            aria-describedby={ariaDescribedByIds(id)}
          >
            {t('photo.take')}
          </Button>
          {photo && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={locked}
              onClick={() => onChange(undefined)}
            >
              {t('photo.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      {used && (
        <Suspense fallback={null}>
          <PhotoCaptureDialog opened={opened} onClose={() => setOpened(false)} onCapture={capture} title={title} />
        </Suspense>
      )}
    </Input.Wrapper>
  );
}
