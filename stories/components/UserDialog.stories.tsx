// The user dialog (screens/Admin/users): an existing user with roles, login history and portal usage from the seed,
// a new user (form only until created), and a user the server cannot load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserDialog } from '../../screens/Admin/users/UserDialog';
import { fixtureHandlers } from '../support/fixtureHandlers';
import { storySamples } from '../support/samples';

const meta: Meta<typeof UserDialog> = {
  title: 'User dialog',
  component: UserDialog,
  args: { guid: storySamples.userGuid ?? null, onClose: () => undefined, onCreated: () => undefined },
};
export default meta;

type Story = StoryObj<typeof UserDialog>;

export const ExistingUser: Story = {};

export const NewUser: Story = { args: { guid: null } };

export const LoadFails: Story = { parameters: { msw: { handlers: fixtureHandlers('error') } } };
