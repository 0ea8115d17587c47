// The words of a failed call without a default: the server's message when there is one, else the caller's fallback.
// Apart from errorMessage.ts (whose default is a catalogue text) so the login page does not load the whole catalogue.
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
