// The paint QC bed form (SPEC §2): a Main tab with the read-only unit, seven readings (the fifth is the floor),
// comments and Save beside the reference image.
import { Tabs } from '@mantine/core';
import { PaintQcForm, type PaintQcFormProps } from './PaintQcForm';

export function BedForm(props: PaintQcFormProps) {
  return (
    <Tabs defaultValue="main" keepMounted>
      <Tabs.List mb="md">
        <Tabs.Tab value="main">Main</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="main">
        <PaintQcForm {...props} />
      </Tabs.Panel>
    </Tabs>
  );
}
