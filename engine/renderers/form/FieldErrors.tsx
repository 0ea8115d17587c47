// The Mantine widgets already show a field's errors under the input; rjsf's field error list would repeat them.
// Keep the list only for objects and arrays, whose errors no single widget shows.
import DefaultFieldErrors from '@rjsf/mantine/lib/templates/FieldErrorTemplate.js';
import type { FieldErrorProps } from '@rjsf/utils';

export function FieldErrors(props: FieldErrorProps) {
  const type = props.schema?.type;
  if (type === 'object' || type === 'array') return <DefaultFieldErrors {...props} />;
  return null;
}
