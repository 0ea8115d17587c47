// The full-screen loading overlay of SPEC §2: random wait messages, the note 'Please do not reload or close the
// page.', and a browser warning that blocks reload or close while it is shown.
import { useEffect, useState } from 'react';
import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useLoadingOverlayStore } from './loadingOverlayStore';
import { useT, type MessageKey } from '../i18n/translate';

export const waitMessages = [
  'Working on it...',
  'Crunching the numbers...',
  'Talking to the ERP...',
  'Almost there...',
  'Gathering the records...',
  'Hang tight, this takes a moment...',
  'Lining up the trailers...',
];

export const doNotReloadNote = 'Please do not reload or close the page.';

function randomMessage(previous?: string): string {
  const choices = waitMessages.filter((m) => m !== previous);
  return choices[Math.floor(Math.random() * choices.length)];
}

export function LoadingOverlay() {
  const visible = useLoadingOverlayStore((s) => s.count > 0);
  const [message, setMessage] = useState(() => randomMessage());
  const t = useT();

  useEffect(() => {
    if (!visible) return undefined;
    const block = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', block);
    const timer = window.setInterval(() => setMessage((m) => randomMessage(m)), 4000);
    return () => {
      window.removeEventListener('beforeunload', block);
      window.clearInterval(timer);
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <Overlay fixed zIndex={4000} backgroundOpacity={0.75} color="#0b1f3a" center role="alertdialog" aria-busy="true">
      <Stack align="center" gap="sm">
        <Loader color="white" size="lg" />
        <Text c="white" size="lg" fw={600}>
          {t(`overlay.wait${waitMessages.indexOf(message)}` as MessageKey)}
        </Text>
        <Text c="white">{t('overlay.doNotReload')}</Text>
      </Stack>
    </Overlay>
  );
}
