// The paint QC dialog (screens/QC/paintqc): a unit with saved readings looked up by VIN, and a lookup the server
// refuses (the dialog only hides its loader, SPEC §8).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaintQcDialog } from '../../screens/QC/paintqc/PaintQcDialog';
import { fixtureHandlers } from '../support/fixtureHandlers';
import { storySamples } from '../support/samples';

const meta: Meta<typeof PaintQcDialog> = {
  title: 'Paint QC dialog',
  component: PaintQcDialog,
  args: { opened: true, onClose: () => undefined, searchBy: 'VIN', searchValue: storySamples.paintQc?.VIN ?? '' },
};
export default meta;

type Story = StoryObj<typeof PaintQcDialog>;

export const SavedUnit: Story = {};

export const LookupFails: Story = {
  parameters: { msw: { handlers: fixtureHandlers('error') } },
};
