// A document library: the definition's list of documents (customer service's manuals and procedures, or what is
// posted for dealers); double-clicking a document opens its PDF in the File View.
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { CustomComponentProps } from '../../engine/renderers/custom/customComponents';
import { DataGridView } from '../../engine/renderers/grid/view/DataGridView';
import { useBindingContext } from '../../engine/renderers/shared/useBindingContext';
import { useScreenData } from '../../engine/renderers/shared/useScreenData';
import { FileViewDialog } from '../../engine/features/pdf';

const NO_FILTERS = {};

export default function DocumentLibrary({ definition, routeParams }: CustomComponentProps) {
  const ctx = useBindingContext(NO_FILTERS, routeParams);
  const data = useScreenData(definition.dataSource, ctx);
  const [doc, setDoc] = useState<{ id: number; fileName: string } | null>(null);
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" mb={6}>
        Double-click a document to open it.
      </Text>
      <DataGridView
        gridId={definition.id}
        columns={definition.columns ?? []}
        rows={data.rows}
        isLoading={data.isLoading}
        error={data.error}
        options={{ height: '65vh' }}
        onRowActivated={(row) => setDoc({ id: Number(row.Id), fileName: String(row.FileName) })}
      />
      <FileViewDialog
        opened={doc !== null}
        onClose={() => {
          setDoc(null);
          data.refetch();
        }}
        url={doc ? `/documents/portal/${doc.id}/file` : null}
        fileName={doc?.fileName}
      />
    </Stack>
  );
}
