// The `photo` form widget in a form screen: the camera dialog (mocked at the unit boundary) hands back a JPEG Blob,
// the form data gets it as a data:image/jpeg URL with a preview, Remove photo clears it, a required photo is asked
// for, and a read-only field cannot take one.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { renderScreen } from './support/rendererTests';
import { photoDataUrl } from '../../../engine/renderers/form/PhotoWidget';

// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

// The smallest JPEG-looking payload: SOI + APP0 marker bytes. The widget only reads the Blob, it never decodes it.
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const JPEG_DATA_URL = `data:image/jpeg;base64,${btoa(String.fromCharCode(...JPEG_BYTES))}`;
const captured = { type: 'image/jpeg' };

vi.mock('../../../engine/features/scanner/PhotoCaptureDialog', () => ({
  PhotoCaptureDialog: ({
    opened,
    title,
    onCapture,
    onClose,
  }: {
    opened: boolean;
    title?: string;
    onCapture: (b: Blob) => void;
    onClose: () => void;
  }) =>
    opened ? (
      <div role="dialog" aria-label={title}>
        <button
          type="button"
          onClick={() => {
            onCapture(new Blob([JPEG_BYTES], { type: captured.type }));
            onClose();
          }}
        >
          Shutter
        </button>
      </div>
    ) : null,
}));

const mocked = vi.mocked(callOperation);

function definition(photo: Record<string, unknown> = {}, required: string[] = ['Description']): FormScreen {
  return {
    id: 'test-warranty-case',
    kind: 'form',
    title: 'Warranty case',
    roles: [],
    schema: {
      type: 'object',
      required,
      properties: {
        Description: { type: 'string', title: 'What failed' },
        Photo: { type: 'string', title: 'Photo of the failure' },
      },
    },
    uiSchema: { Photo: { 'ui:widget': 'photo', ...photo } },
    submit: { operationId: 'createWarrantyCase', successMessage: 'Warranty case opened' },
  };
}

async function setup(def = definition()) {
  mocked.mockReset();
  mocked.mockResolvedValue({ ok: true });
  const user = userEvent.setup();
  await renderScreen(def);
  await screen.findByRole('button', { name: 'Save' });
  return { user };
}

async function takePhoto(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Take photo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Photo of the failure' });
  await user.click(within(dialog).getByRole('button', { name: 'Shutter' }));
}

describe('photo widget', () => {
  it('reads a JPEG Blob as a data:image/jpeg URL', async () => {
    expect(await photoDataUrl(new Blob([JPEG_BYTES], { type: 'image/jpeg' }))).toBe(JPEG_DATA_URL);
    await expect(photoDataUrl(new Blob([JPEG_BYTES], { type: 'image/png' }))).rejects.toThrow(
      'The photo must be a JPEG image',
    );
  });

  it('puts the photo taken in the form data as a JPEG data URL and shows its preview', async () => {
    const { user } = await setup();
    expect(screen.getByRole('group', { name: /Photo of the failure/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo of the failure preview' })).not.toBeInTheDocument();
    await takePhoto(user);
    const preview = await screen.findByRole('img', { name: 'Photo of the failure preview' });
    expect(preview).toHaveAttribute('src', JPEG_DATA_URL);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/What failed/), 'Left brake drags');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked).toHaveBeenCalledTimes(1));
    const body = mocked.mock.calls[0][2] as Record<string, unknown>;
    expect(body).toEqual({ Description: 'Left brake drags', Photo: JPEG_DATA_URL });
    expect(String(body.Photo)).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/);
  });

  it('Remove photo clears the photo from the form data', async () => {
    const { user } = await setup();
    await takePhoto(user);
    await screen.findByRole('img', { name: 'Photo of the failure preview' });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Photo of the failure preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/What failed/), 'Left brake drags');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked).toHaveBeenCalledTimes(1));
    // rjsf keeps the key with undefined, which JSON leaves out of the request body.
    expect((mocked.mock.calls[0][2] as Record<string, unknown>).Photo).toBeUndefined();
  });

  it('shows an error and keeps no photo when the camera hands back something that is not a JPEG', async () => {
    captured.type = 'image/png';
    try {
      const { user } = await setup();
      await takePhoto(user);
      expect(await screen.findByText('The photo must be a JPEG image')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Photo of the failure preview' })).not.toBeInTheDocument();
    } finally {
      captured.type = 'image/jpeg';
    }
  });

  it('asks for a required photo and makes no call without one', async () => {
    const { user } = await setup(definition({}, ['Description', 'Photo']));
    await user.type(screen.getByLabelText(/What failed/), 'Left brake drags');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Photo of the failure is required')).toBeInTheDocument();
    expect(mocked).not.toHaveBeenCalled();
  });

  it('shows a loaded photo but cannot take or remove one when the field is read-only', async () => {
    mocked.mockReset();
    mocked.mockResolvedValue({ Description: 'Left brake drags', Photo: JPEG_DATA_URL });
    await renderScreen({
      ...definition({ 'ui:readonly': true }),
      load: { operationId: 'getWarrantyCase', params: {} },
    });
    expect(await screen.findByRole('img', { name: 'Photo of the failure preview' })).toHaveAttribute(
      'src',
      JPEG_DATA_URL,
    );
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeDisabled();
  });

  it('cannot take a photo when the field is disabled', async () => {
    await setup(definition({ 'ui:disabled': true }));
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeDisabled();
  });
});
