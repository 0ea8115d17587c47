// A card or tab title cut per SPEC §9, with the full title in a tooltip when it was cut.
import { Text, Tooltip, type TextProps } from '@mantine/core';
import { shortTitle } from './shortTitle';

export interface TruncatedTitleProps extends TextProps {
  title: string | null | undefined;
}

export function TruncatedTitle({ title, ...textProps }: TruncatedTitleProps) {
  const short = shortTitle(title);
  const text = (
    <Text fw={600} {...textProps}>
      {short}
    </Text>
  );
  return short.endsWith('...') ? <Tooltip label={title}>{text}</Tooltip> : text;
}
