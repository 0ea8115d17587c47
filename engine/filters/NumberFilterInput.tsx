// The number filter's input, in its own chunk: Mantine's NumberInput brings react-number-format, which screens
// without a number filter (most of them) need not load.
import { NumberInput, type NumberInputProps } from '@mantine/core';

export default function NumberFilterInput(props: NumberInputProps) {
  return <NumberInput {...props} />;
}
