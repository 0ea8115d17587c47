// The 8 px loading bar at the bottom of the window while a chunk loads (SPEC §9).
import { Progress } from '@mantine/core';
import { useChunkStore } from './chunkLoading';
import { t } from '../i18n/translate';

export function ChunkLoadingBar({ active = false }: { active?: boolean }) {
  const loading = useChunkStore((s) => s.loading > 0);
  if (!loading && !active) return null;
  return (
    <Progress
      value={100}
      animated
      striped
      size={8}
      radius={0}
      aria-label={t('state.loadingShort')}
      data-testid="chunk-loading-bar"
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 5000 }}
    />
  );
}
