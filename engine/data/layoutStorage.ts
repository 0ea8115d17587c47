// Saved per-user, per-screen layouts (grid and pivot) in localStorage, so a user's arrangement survives a reload.

const PREFIX = 'norstar.layout';

export function layoutKey(userGuid: string | undefined, screenId: string): string {
  return `${PREFIX}.${userGuid ?? 'anonymous'}.${screenId}`;
}

export function readLayout<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    // A corrupt or foreign value must not break the screen: start from the definition's layout.
    return undefined;
  }
}

export function writeLayout<T>(key: string, layout: T): void {
  try {
    localStorage.setItem(key, JSON.stringify(layout));
  } catch {
    // Storage full or disabled: the layout simply is not remembered.
  }
}

export function clearLayout(key: string): void {
  localStorage.removeItem(key);
}
