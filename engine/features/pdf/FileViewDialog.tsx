// The PDF viewer popup titled 'File View' (SPEC §2, §8): fetches the file as a blob with the bearer token and shows
// it in the browser's PDF viewer. A failure shows 'Error loading the file'; a 404 (no such file yet) shows an empty
// viewer without an error; a failed download shows 'Error downloading the file'.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Text } from '@mantine/core';
import { LazyLayeredModal } from '../../ui/LazyDialogs';
import { IconDownload, IconFileOff } from '@tabler/icons-react';
import { ApiError } from '../../api/ApiError';
import { notifyError } from '../../ui/notify';
import { fetchFileBlob, saveBlob } from './fetchFile';
import { t } from '../../i18n/translate';

export const LOAD_ERROR_MESSAGE = 'Error loading the file';
export const DOWNLOAD_ERROR_MESSAGE = 'Error downloading the file';

export interface FileViewDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The file's path under the API base; GET returns the PDF. */
  url: string | null;
  /** Name for the downloaded copy. */
  fileName?: string;
}

type ViewState =
  | { status: 'loading' }
  | { status: 'shown'; blob: Blob; objectUrl: string }
  | { status: 'empty' }
  | { status: 'error' };

export function FileViewDialog({ opened, onClose, url, fileName = 'document.pdf' }: FileViewDialogProps) {
  const [state, setState] = useState<ViewState>({ status: 'loading' });
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (!opened || !url) return undefined;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    setState({ status: 'loading' });
    fetchFileBlob(url, controller.signal)
      .then((blob) => {
        // A photo (image/jpeg) is shown as it is; anything else is a PDF, typed so even when a server sends
        // application/octet-stream.
        const shown =
          blob.type === 'application/pdf' || blob.type.startsWith('image/')
            ? blob
            : new Blob([blob], { type: 'application/pdf' });
        objectUrl = URL.createObjectURL(shown);
        setState({ status: 'shown', blob: shown, objectUrl });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: 'empty' });
          return;
        }
        setState({ status: 'error' });
        notifyError(t('pdf.loadError'));
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [opened, url]);

  const download = async () => {
    if (!url) return;
    setDownloading(true);
    try {
      const blob = state.status === 'shown' ? state.blob : await fetchFileBlob(url);
      saveBlob(blob, fileName);
    } catch {
      notifyError(t('pdf.downloadError'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <LazyLayeredModal
      opened={opened}
      onClose={onClose}
      title={t('pdf.title')}
      size="80rem"
      styles={{ body: { paddingBottom: 12 } }}
    >
      <Group justify="flex-end" mb="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={16} />}
          onClick={() => void download()}
          loading={downloading}
          disabled={state.status !== 'shown'}
        >
          {t('pdf.download')}
        </Button>
      </Group>
      <Box
        h="75vh"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6, overflow: 'hidden' }}
        data-testid="file-view"
        data-state={state.status}
      >
        {state.status === 'loading' && (
          <Center h="100%">
            <Loader />
          </Center>
        )}
        {state.status === 'shown' && state.blob.type.startsWith('image/') && (
          <Center h="100%">
            <img
              src={state.objectUrl}
              alt={fileName}
              data-type={state.blob.type}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          </Center>
        )}
        {state.status === 'shown' && !state.blob.type.startsWith('image/') && (
          <iframe
            title={t('pdf.documentTitle')}
            src={state.objectUrl}
            data-type={state.blob.type}
            style={{ width: '100%', height: '100%', border: 0 }}
          />
        )}
        {state.status === 'empty' && (
          <Center h="100%">
            <IconFileOff size={40} stroke={1.2} color="var(--mantine-color-gray-4)" aria-hidden />
          </Center>
        )}
        {state.status === 'error' && (
          <Center h="100%">
            <Alert color="red" variant="light" role="alert">
              <Text size="sm">{t('pdf.loadError')}</Text>
            </Alert>
          </Center>
        )}
      </Box>
    </LazyLayeredModal>
  );
}
