// The paint QC bed form (SPEC §2): a Main tab with the read-only unit, seven readings (the fifth is the floor),
// comments and Save beside the reference image.
import { Tabs } from '@mantine/core';
import { PaintQcForm, type PaintQcFormProps } from './PaintQcForm';
import { t } from '../../../engine/kit/i18n';

export function BedForm(props: PaintQcFormProps) {
  return (
    <Tabs defaultValue="main" keepMounted>
      <Tabs.List mb="md">
        <Tabs.Tab value="main">{t('paintqc.mainTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="main">
        <PaintQcForm {...props} />
      </Tabs.Panel>
    </Tabs>
  );
}
