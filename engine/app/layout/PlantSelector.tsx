// The current plant: its flag always, and a selector for users with role change_plant (SPEC §6). Changing the
// plant updates the stored user's plant (so the title prefix follows) and every screen bound to {from: plant}.
import { Group, Image, Select, Text } from '@mantine/core';
import { useSession } from '../../session/useSession';
import { useAppStore } from '../../stores/appStore';
import { t } from '../../i18n/translate';

/** SPEC §3: site MX1 for plant 3, otherwise TX1 (Brookston, US flag). */
export function plantSite(plantId: number): 'TX1' | 'MX1' {
  return plantId === 3 ? 'MX1' : 'TX1';
}

export function plantShortName(plantId: number): string {
  return plantId === 2 ? 'U.S.' : 'M.X.';
}

export function PlantFlag({ plantId, size = 22 }: { plantId: number; size?: number }) {
  const site = plantSite(plantId);
  return (
    <Image
      src={`${import.meta.env.BASE_URL}flags/${site}.svg`}
      alt={site === 'MX1' ? t('shell.flagMexico') : t('shell.flagUnitedStates')}
      h={size}
      w="auto"
      radius={2}
    />
  );
}

export function PlantSelector() {
  const plant = useAppStore((s) => s.plant);
  const plants = useAppStore((s) => s.plants);
  const setPlant = useAppStore((s) => s.setPlant);
  const { hasAnyRole } = useSession();
  const canChange = hasAnyRole(['change_plant']);
  const options = (plants.length ? plants : [{ Id: plant, Name: plantShortName(plant) }]).map((p) => ({
    value: String(p.Id),
    label: `${plantShortName(p.Id)} · ${p.Name}`,
  }));
  return (
    <Group gap={8} wrap="nowrap">
      <PlantFlag plantId={plant} />
      {canChange ? (
        <Select
          aria-label={t('shell.plant')}
          data={options}
          value={String(plant)}
          onChange={(value) => value && setPlant(Number(value))}
          allowDeselect={false}
          searchable={false}
          size="xs"
          w={170}
        />
      ) : (
        <Text size="sm" c="white" fw={500}>
          {plantShortName(plant)}
        </Text>
      )}
    </Group>
  );
}
