// The 'File View' PDF popup as the user sees it: the file fetched with the bearer token and shown, 'Error loading the
// file' on failure, an empty viewer for a 404, and the download with its 'Error downloading the file'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { fetchFileBlob, FileViewDialog } from '../../../engine/features/pdf';
import { setToken } from '../../../engine/api/token';

const FILE_URL = '/documents/paintqc/WO-1/file';
const pdfBytes = '%PDF-1.4 test';

const pdf = () => new Response(pdfBytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>;

function serve(answer: () => Promise<Response>) {
  fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
}

// The dialog's Modal loads when it first opens (engine/ui/LazyDialogs), so the viewer is awaited.
async function open() {
  render(
    <MantineProvider>
      <Notifications />
      <FileViewDialog opened onClose={() => undefined} url={FILE_URL} fileName="PaintQC-WO-1.pdf" />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), viewer: await screen.findByTestId('file-view') };
}

beforeEach(() => {
  setToken('qc.token.jwt');
  createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchFileBlob', () => {
  it('sends the stored token as a bearer and resolves to the PDF blob', async () => {
    serve(async () => pdf());
    const blob = await fetchFileBlob(FILE_URL);
    const request = fetchMock.mock.calls[0][0];
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe(`/api${FILE_URL}`);
    expect(request.headers.get('Authorization')).toBe('Bearer qc.token.jwt');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe(pdfBytes);
  });
});

describe('File View dialog', () => {
  it('shows the fetched PDF in a frame under the File View title', async () => {
    serve(async () => pdf());
    const { viewer } = await open();
    expect(screen.getByText('File View')).toBeVisible();
    const frame = await within(viewer).findByTitle('File View document');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/pdf-1');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(createObjectURL.mock.calls[0][0].type).toBe('application/pdf');
    expect(await createObjectURL.mock.calls[0][0].text()).toBe(pdfBytes);
    expect(screen.queryByText('Error loading the file')).toBeNull();
  });

  it.each([
    ['a 500', async () => json(500, { message: 'boom' })],
    ['a network error', async (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows exactly Error loading the file for %s', async (_name, answer) => {
    serve(answer);
    const { viewer } = await open();
    const alert = await within(viewer).findByRole('alert');
    expect(alert).toHaveTextContent(/^Error loading the file$/);
    expect(viewer.querySelector('iframe, object, embed')).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('shows an empty viewer without an error for a 404', async () => {
    serve(async () => json(404, { message: 'Not Found' }));
    const { viewer } = await open();
    await waitFor(() => expect(viewer).toHaveAttribute('data-state', 'empty'));
    expect(viewer.querySelector('iframe, object, embed')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Error loading the file')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('downloads the shown file under its name through an <a download>', async () => {
    serve(async () => pdf());
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user, viewer } = await open();
    await within(viewer).findByTitle('File View document');
    createObjectURL.mockReturnValueOnce('blob:http://localhost/download-1');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('PaintQC-WO-1.pdf');
    expect(clicked[0].href).toBe('blob:http://localhost/download-1');
    expect(createObjectURL.mock.calls[1][0].type).toBe('application/pdf');
    expect(screen.queryByText('Error downloading the file')).toBeNull();
  });

  it('shows Error downloading the file when the download fails', async () => {
    serve(async () => pdf());
    const { user, viewer } = await open();
    await within(viewer).findByTitle('File View document');
    createObjectURL.mockImplementationOnce(() => {
      throw new Error('out of memory');
    });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Error downloading the file')).toBeVisible();
    expect(within(viewer).getByTitle('File View document')).toHaveAttribute('src', 'blob:http://localhost/pdf-1');
  });
});
