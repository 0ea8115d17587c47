// Keeps the address where it is while the page must not change: every history move (Back, Forward, an address edited
// by hand, a hash set by a script) is taken away from the router and undone. The router's own blocker cannot do this
// for an entry it did not create (a page opened by its address, a link outside the router): it does not know how far
// such a move went and lets it through, which closed the form under the expired-session dialog.

interface Hold {
  href: string;
  state: unknown;
  index: number | null;
  stillHeld: () => boolean;
  /** A history.go() back to the held entry is on its way. */
  returning: boolean;
}

let hold: Hold | null = null;
let installed = false;

/** The position of the current history entry, when the browser (Navigation API) or the router's entry state tells it. */
function entryIndex(): number | null {
  const navigation: unknown = Reflect.get(window, 'navigation');
  const entry: unknown = typeof navigation === 'object' && navigation ? Reflect.get(navigation, 'currentEntry') : null;
  const index: unknown = typeof entry === 'object' && entry ? Reflect.get(entry, 'index') : undefined;
  if (typeof index === 'number' && index >= 0) return index;
  const state: unknown = window.history.state;
  const idx: unknown = typeof state === 'object' && state ? Reflect.get(state, 'idx') : undefined;
  return typeof idx === 'number' ? idx : null;
}

function undo(event: Event): void {
  if (!hold?.stillHeld()) return;
  event.stopImmediatePropagation();
  if (window.location.href === hold.href) {
    hold.returning = false; // the way back has arrived
    return;
  }
  if (hold.returning) return;
  const here = entryIndex();
  if (hold.index !== null && here !== null && here !== hold.index) {
    hold.returning = true;
    window.history.go(hold.index - here);
  } else {
    // How far the move went is unknown: this entry takes the held address back (no event is fired).
    window.history.replaceState(hold.state, '', hold.href);
  }
}

/** A hash move fires popstate (undone above) and then hashchange, which nothing beneath may see either. */
function hide(event: Event): void {
  if (hold?.stillHeld()) event.stopImmediatePropagation();
}

/**
 * Call once before the router is created: the window runs its popstate listeners in the order they were added, and
 * this one must come before the router's so that a held move never reaches it.
 */
export function installHistoryHold(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', undo, true);
  window.addEventListener('hashchange', hide, true);
}

/**
 * Holds the current address until the returned function is called, as long as `stillHeld()` says so when a move
 * happens (a lock released synchronously, e.g. just before a reload, lets the move through).
 */
export function holdHistory(stillHeld: () => boolean): () => void {
  const mine: Hold = {
    href: window.location.href,
    state: window.history.state,
    index: entryIndex(),
    stillHeld,
    returning: false,
  };
  hold = mine;
  return () => {
    if (hold === mine) hold = null;
  };
}
