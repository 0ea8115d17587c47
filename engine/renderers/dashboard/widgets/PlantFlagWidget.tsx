// The plant flag image: TX1 (Brookston, U.S. flag) for plant 2, MX1 (Mexico flag) for plant 3 (SPEC §3).
import { Group, Image, Stack, Text } from '@mantine/core';
import { useAppStore } from '../../../stores/appStore';
import { useT } from '../../../i18n/translate';

export function plantSite(plantId: number): 'TX1' | 'MX1' {
  return plantId === 3 ? 'MX1' : 'TX1';
}

export function PlantFlagWidget() {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const plants = useAppStore((s) => s.plants);
  const site = plantSite(plant);
  const name = plants.find((p) => p.Id === plant)?.Name ?? (site === 'MX1' ? 'NORSTAR MX' : 'NORSTAR');
  return (
    <Group gap="md">
      <Image
        src={`${import.meta.env.BASE_URL}flags/${site}.svg`}
        alt={site === 'MX1' ? t('plantFlag.mexicoFlag') : t('plantFlag.usFlag')}
        w={72}
        h={48}
        fit="contain"
        radius="sm"
        style={{ boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' }}
      />
      <Stack gap={0}>
        <Text fw={700}>{name}</Text>
        <Text size="sm" c="dimmed">
          {site === 'MX1' ? t('plantFlag.mexicoSite') : t('plantFlag.usSite')}
        </Text>
      </Stack>
    </Group>
  );
}
