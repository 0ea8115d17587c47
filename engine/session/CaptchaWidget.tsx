// The ALTCHA bot-check widget, its script loaded lazily so only the login screens pay for it. The payload is
// reported as it changes; the login sends whatever it has ('' before it is solved).
import { createElement, useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { apiBaseUrl } from '../api/apiConfig';

export interface CaptchaWidgetProps {
  onPayload: (payload: string) => void;
}

export function CaptchaWidget({ onPayload }: CaptchaWidgetProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const report = useRef(onPayload);
  report.current = onPayload;

  useEffect(() => {
    let cancelled = false;
    import('./altchaWidget').then(() => !cancelled && setReady(true)).catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return undefined;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      report.current(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [ready]);

  if (failed)
    return (
      <Text size="xs" c="dimmed">
        The bot check could not be loaded.
      </Text>
    );
  return createElement('altcha-widget', {
    ref,
    challenge: `${apiBaseUrl()}/captcha/challenge`,
    auto: 'onload',
    'hide-footer': 'true',
    style: { '--altcha-max-width': '100%' },
  });
}
