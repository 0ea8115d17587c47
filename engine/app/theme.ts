// The portal's Mantine theme: a deep navy/steel-blue primary in the company's colours, en-us defaults for
// selects ('No results', lists paging 20 items). The select defaults are plain objects (not Select.extend) so the
// theme, which the login page loads too, does not pull the select components in.
import { createTheme, type MantineColorsTuple, type MultiSelectProps, type SelectProps } from '@mantine/core';

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
    Select: { defaultProps: { nothingFoundMessage: 'No results', searchable: true } satisfies Partial<SelectProps> },
    MultiSelect: {
      defaultProps: {
        nothingFoundMessage: 'No results',
        limit: 20,
        searchable: true,
      } satisfies Partial<MultiSelectProps>,
    },
  },
});
