// "Go to screen": a Spotlight search over every screen the user may open (Ctrl/Cmd + K).
import { useNavigate } from 'react-router-dom';
import { Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useVisibleScreens } from './useVisibleScreens';
import { useT } from '../../i18n/translate';

export function ScreenSpotlight() {
  const navigate = useNavigate();
  const { areas } = useVisibleScreens();
  const t = useT();
  const actions: SpotlightActionGroupData[] = areas.map(({ area, screens }) => ({
    group: area,
    actions: screens.map((screen) => ({
      id: screen.file,
      label: screen.title,
      description: screen.route,
      keywords: [area, screen.route ?? '', screen.id],
      onClick: () => navigate(screen.route ?? '/Internal'),
    })),
  }));
  return (
    <Spotlight
      actions={actions}
      nothingFound={t('common.noResults')}
      highlightQuery
      limit={30}
      shortcut={['mod + K']}
      scrollable
      maxHeight={420}
      searchProps={{ leftSection: <IconSearch size={18} />, placeholder: t('shell.goToScreenPlaceholder') }}
    />
  );
}
