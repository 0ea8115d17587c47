// Code lists of SPEC §4: order / purchase order / customer order item status, and item source.

export const ORDER_STATUS: Readonly<Record<string, string>> = {
  O: 'Ordered',
  C: 'Completed',
  F: 'Filled',
  P: 'Planned',
};

export const ITEM_SOURCE: Readonly<Record<string, string>> = {
  M: 'Manufactured',
  P: 'Purchased',
  T: 'Transferred',
};

export type CodeList = 'orderStatus' | 'itemSource';

const LISTS: Record<CodeList, Readonly<Record<string, string>>> = {
  orderStatus: ORDER_STATUS,
  itemSource: ITEM_SOURCE,
};

/** The name of a code in a list; an unknown code is shown as given so no data is hidden. */
export function codeName(list: CodeList, code: string | null | undefined): string {
  if (!code) return '';
  return LISTS[list][code.trim().toUpperCase()] ?? code;
}

export const orderStatusName = (code: string | null | undefined): string => codeName('orderStatus', code);
export const itemSourceName = (code: string | null | undefined): string => codeName('itemSource', code);
