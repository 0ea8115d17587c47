// The progress-card list: one card per row with value against target ('Not data found.' when empty, SPEC §2), each
// card titled by its label cut to 20 characters plus '...' (full text in a tooltip), 'No Title' when empty (SPEC §9).
import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { Widget } from '../../../screen/types';
import { formatNumber, toNumber } from '../../../format';
import { chartColor } from '../../../views/chart/chartColors';
import { t } from '../../../i18n/translate';
import { TruncatedTitle } from '../../../ui/TruncatedTitle';

export function ProgressListWidget({ widget, rows }: { widget: Widget; rows: readonly Record<string, unknown>[] }) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('state.notDataFound')}
      </Text>
    );
  }
  const item = widget.items?.[0];
  const valueField = item?.field ?? widget.columns?.[1]?.field ?? '';
  const targetField = item?.targetField ?? widget.columns?.[2]?.field;
  const labelField = widget.field ?? widget.columns?.[0]?.field ?? '';
  return (
    <Stack gap="xs" mah={360} style={{ overflowY: 'auto' }}>
      {rows.map((row, i) => {
        const value = toNumber(row[valueField] as number) ?? 0;
        const target = targetField ? toNumber(row[targetField] as number) : undefined;
        const percent = target ? Math.min(100, (value / target) * 100) : Math.min(100, value);
        return (
          <Paper key={i} withBorder radius="sm" p="xs">
            <Group justify="space-between" mb={4}>
              <TruncatedTitle
                size="sm"
                title={row[labelField] === null || row[labelField] === undefined ? '' : String(row[labelField])}
              />
              <Text size="xs" c="dimmed">
                {target !== undefined
                  ? `${formatNumber(value, '#,##0')} / ${formatNumber(target, '#,##0')}`
                  : `${formatNumber(percent)}%`}
              </Text>
            </Group>
            <Progress
              value={percent}
              color={item?.color ?? chartColor(0)}
              size="md"
              radius="xl"
              aria-label={String(row[labelField] ?? '')}
            />
          </Paper>
        );
      })}
    </Stack>
  );
}
