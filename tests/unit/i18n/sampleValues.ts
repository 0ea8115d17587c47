// Test helper: a value for every placeholder of a compiled message, so the catalogue tests can word every message.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type SampleValues = Record<string, string | number | Date>;

/** Numbers (the given one) for plurals and numbers, a date for dates and times, 'x' for text. */
export function sampleValues(elements: MessageFormatElement[], number: number, into: SampleValues = {}): SampleValues {
  for (const element of elements) {
    if (!('value' in element) || typeof element.value !== 'string' || element.type === TYPE.literal) continue;
    into[element.value] =
      element.type === TYPE.plural || element.type === TYPE.number
        ? number
        : element.type === TYPE.date || element.type === TYPE.time
          ? new Date(2026, 10, 24)
          : 'x';
    if ('options' in element)
      for (const option of Object.values(element.options)) sampleValues(option.value, number, into);
  }
  return into;
}
