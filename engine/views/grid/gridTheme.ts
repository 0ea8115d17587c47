// Glide's theme matched to the portal's Mantine look (navy accent, Mantine's font and greys).
import type { Theme } from '@glideapps/glide-data-grid';

export const gridTheme: Partial<Theme> = {
  accentColor: '#1f4e79',
  accentLight: 'rgba(31, 78, 121, 0.10)',
  textDark: '#212529',
  textMedium: '#495057',
  textLight: '#868e96',
  textHeader: '#343a40',
  bgHeader: '#f1f3f5',
  bgHeaderHovered: '#e9ecef',
  bgHeaderHasFocus: '#e9ecef',
  borderColor: 'rgba(0, 0, 0, 0.08)',
  headerFontStyle: '600 13px',
  baseFontStyle: '13px',
  fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  cellHorizontalPadding: 10,
};

export const GROUP_ROW_BG = '#e7eef6';
export const TOTALS_ROW_BG = '#f1f3f5';
