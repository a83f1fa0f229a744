import { MantineContext, MantineProvider } from '@mantine/core';
import { use, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine for the subtree, loaded on demand by `MantineScope`. The theme's CSS variables are
 * already on the page (`theme-variables.css`), so the provider does not inject them again.
 * Inside an existing provider (Storybook, tests, an outer scope) it adds nothing.
 */
export default function MantineRoot({ children }: { children: ReactNode }) {
  if (use(MantineContext)) return children;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}
