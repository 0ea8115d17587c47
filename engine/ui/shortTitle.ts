// SPEC §9: titles in cards and tabs are cut to 20 characters plus '...'; an empty title shows 'No Title'.

export const shortTitleLength = 20;

export function shortTitle(title: string | null | undefined): string {
  const text = (title ?? '').trim();
  if (!text) return 'No Title';
  return text.length > shortTitleLength ? `${text.slice(0, shortTitleLength)}...` : text;
}
