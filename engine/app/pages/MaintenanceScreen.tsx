// Covers the portal while the server's maintenance flag is on (SPEC §4). Developers and super users may go on
// working, since they are the ones who switch the flag off again.
import { Button, Overlay, Stack, Text, Title } from '@mantine/core';

export interface MaintenanceScreenProps {
  canBypass: boolean;
  onBypass: () => void;
}

export function MaintenanceScreen({ canBypass, onBypass }: MaintenanceScreenProps) {
  return (
    <Overlay fixed zIndex={3000} backgroundOpacity={1} color="#0b1f3a" center>
      <Stack align="center" gap="md" p="xl" maw={560} role="alert" aria-label="Maintenance">
        <Title order={1} c="white">
          Under maintenance
        </Title>
        <Text c="white" ta="center">
          The portal is being updated. Please come back in a few minutes; this page will open by itself when the work is
          done.
        </Text>
        {canBypass ? (
          <Button variant="white" onClick={onBypass}>
            Continue as developer
          </Button>
        ) : null}
      </Stack>
    </Overlay>
  );
}
