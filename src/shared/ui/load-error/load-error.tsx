import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface LoadErrorProps {
  onRetry: () => void;
  /** What could not be loaded; a generic title when absent. */
  title?: ReactNode;
  /** A smaller variant for a block inside a page. */
  compact?: boolean;
}

/** "Could not load" with a retry button: the failed state of a page or of a block (public-site.md §8 list failures). */
export function LoadError({ onRetry, title, compact = false }: LoadErrorProps) {
  const { t } = useLingui();
  return (
    <Alert color="red" variant="light" title={title ?? t`The page could not be loaded`} role="alert" data-testid="load-error" p={compact ? 'sm' : undefined}>
      <Text mb="md" size={compact ? 'sm' : undefined}>
        <Trans>Check your connection and try again.</Trans>
      </Text>
      <Button onClick={onRetry} size={compact ? 'xs' : 'sm'} leftSection={<IconRefresh size={16} aria-hidden="true" />}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}
