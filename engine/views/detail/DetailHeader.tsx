// The record header of a detail screen: its fields as label/value pairs, typed fields as drill links.
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Column } from '../../screen/types';
import { formatValue } from '../../format';
import { useOpenDrill } from '../../stores/drillStore';

export interface DetailHeaderViewProps {
  record: Record<string, unknown>;
  fields: readonly Column[];
  titleField?: string;
}

export function DetailHeaderView({ record, fields, titleField }: DetailHeaderViewProps) {
  const openDrill = useOpenDrill();
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      {titleField && record[titleField] !== undefined && (
        <Title order={4} mb="sm">
          {String(record[titleField])}
        </Title>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" verticalSpacing="sm">
        {fields.map((field) => {
          const raw = record[field.drillField ?? field.field] ?? record[field.field];
          const text = formatValue(field, record[field.field], record);
          return (
            <Stack key={field.field} gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {field.caption}
              </Text>
              {field.drill && text ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={500}
                  ta="left"
                  onClick={() => openDrill(field.drill!, raw)}
                >
                  {text}
                </Anchor>
              ) : (
                <Text size="sm" fw={500}>
                  {text || '—'}
                </Text>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
