// The portal's Mantine theme: a deep navy/steel-blue primary in the company's colours, en-us defaults for
// selects ('No results', lists paging 20 items).
import { createTheme, MultiSelect, Select, type MantineColorsTuple } from '@mantine/core';

const norstarBlue: MantineColorsTuple = [
  '#eef3fa',
  '#d9e2ef',
  '#aec2df',
  '#81a0ce',
  '#5b83c0',
  '#4471b8',
  '#3767b5',
  '#29579f',
  '#1f4d8f',
  '#0f3f80',
];

export const theme = createTheme({
  primaryColor: 'norstar',
  primaryShade: { light: 8, dark: 5 },
  colors: { norstar: norstarBlue },
  fontFamily: 'Inter, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  defaultRadius: 'sm',
  headings: { fontWeight: '600' },
  components: {
    Select: Select.extend({ defaultProps: { nothingFoundMessage: 'No results', searchable: true } }),
    MultiSelect: MultiSelect.extend({
      defaultProps: { nothingFoundMessage: 'No results', limit: 20, searchable: true },
    }),
  },
});
