// Lazily loaded chunks (screen definitions, renderers, pages) go through loadChunk: a counter drives the 8 px
// loading bar, and a chunk that fails or takes over 120 s (SPEC §9) raises an error naming the chunk and the cause.
import { create } from 'zustand';

export const chunkTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  readonly chunk: string;
  constructor(chunk: string, cause: string) {
    super(`Could not load '${chunk}': ${cause}`);
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
  }
}

export const useChunkStore = create<{ loading: number }>()(() => ({ loading: 0 }));

function causeOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

export async function loadChunk<T>(chunk: string, loader: () => Promise<T>, timeoutMs = chunkTimeoutMs): Promise<T> {
  useChunkStore.setState((s) => ({ loading: s.loading + 1 }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(chunk, `timed out after ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([loader(), timeout]);
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk, causeOf(error));
  } finally {
    clearTimeout(timer);
    useChunkStore.setState((s) => ({ loading: Math.max(0, s.loading - 1) }));
  }
}
