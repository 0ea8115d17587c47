// Covers the portal while the server's maintenance flag is on (SPEC §4). Developers and super users may go on
// working, since they are the ones who switch the flag off again.
import { Button, Overlay, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/translate';

export interface MaintenanceScreenProps {
  canBypass: boolean;
  onBypass: () => void;
}

export function MaintenanceScreen({ canBypass, onBypass }: MaintenanceScreenProps) {
  const t = useT();
  return (
    <Overlay fixed zIndex={3000} backgroundOpacity={1} color="#0b1f3a" center>
      <Stack align="center" gap="md" p="xl" maw={560} role="alert" aria-label={t('shell.maintenance.label')}>
        <Title order={1} c="white">
          {t('shell.maintenance.title')}
        </Title>
        <Text c="white" ta="center">
          {t('shell.maintenance.text')}
        </Text>
        {canBypass ? (
          <Button variant="white" onClick={onBypass}>
            {t('shell.maintenance.continue')}
          </Button>
        ) : null}
      </Stack>
    </Overlay>
  );
}
