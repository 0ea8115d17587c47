// The 'File View' PDF viewer (engine/features/pdf): a paint QC inspection report recorded from the seed, a file that
// does not exist yet (empty viewer, no error) and a server failure ('Error loading the file').
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileViewDialog } from '../../engine/features/pdf/FileViewDialog';
import { paintQcReportUrl } from '../../screens/QC/paintqc/PaintQcDialog';
import { fixtureHandlers } from '../support/fixtureHandlers';
import { storySamples } from '../support/samples';

const workorder = storySamples.paintQc?.WorkorderNumber ?? 'WO-0';

const meta: Meta<typeof FileViewDialog> = {
  title: 'PDF viewer',
  component: FileViewDialog,
  args: {
    opened: true,
    onClose: () => undefined,
    url: paintQcReportUrl(workorder, 2),
    fileName: `PaintQC-${workorder}.pdf`,
  },
};
export default meta;

type Story = StoryObj<typeof FileViewDialog>;

export const InspectionReport: Story = {};

export const NoFileYet: Story = { args: { url: paintQcReportUrl('NO-SUCH-UNIT', 2) } };

export const LoadFails: Story = { parameters: { msw: { handlers: fixtureHandlers('error') } } };
