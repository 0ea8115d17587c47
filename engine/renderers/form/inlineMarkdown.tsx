// Stands in for 'markdown-to-jsx/react' in the portal build (vite.config.ts): @rjsf/core imports that parser (about a
// third of the form chunk) only to word its own developer messages (an unsupported field, an invalid object schema)
// and descriptions of fields that opt into markdown, which no portal form does (a unit test holds that). It renders
// rjsf's inline marks — `code`, **strong**, *emphasis* / _emphasis_ — and leaves any other text as it is.
import { createElement, Fragment, type ReactNode } from 'react';

const INLINE = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*]+\*|_[^_]+_)/;

export function renderInlineMarkdown(text: string): ReactNode[] {
  return text
    .split(INLINE)
    .filter((part) => part !== '')
    .map((part, i) => {
      if (part.startsWith('`')) return createElement('code', { key: i }, part.slice(1, -1));
      if (part.startsWith('**')) return createElement('strong', { key: i }, part.slice(2, -2));
      if ((part.startsWith('*') || part.startsWith('_')) && part.length > 2)
        return createElement('em', { key: i }, part.slice(1, -1));
      return createElement(Fragment, { key: i }, part);
    });
}

export interface MarkdownProps {
  children?: ReactNode;
  options?: unknown;
}

export function Markdown({ children }: MarkdownProps) {
  return createElement('span', null, ...(typeof children === 'string' ? renderInlineMarkdown(children) : [children]));
}

export default Markdown;
