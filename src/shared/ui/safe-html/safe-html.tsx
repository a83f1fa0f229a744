import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import classes from './safe-html.module.css';

export interface SafeHtmlProps extends BoxProps {
  /** HTML from the content API: sanitised before it reaches the DOM. */
  html: string | null | undefined;
  component?: 'div' | 'span' | 'p' | 'section' | 'article';
}

/** The only way content HTML is rendered (see sanitize.ts). Typography for lists, links, tables, images. */
export function SafeHtml({ html, component = 'div', className, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      component={component}
      className={className ? `${classes.root} ${className}` : classes.root}
      {...rest}
      // Sanitised by DOMPurify above: the one place content HTML enters the DOM.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
