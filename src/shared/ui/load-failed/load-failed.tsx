import { Trans } from '@lingui/react/macro';
import { Box, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import classes from './load-failed.module.css';

/**
 * A page whose content could not be loaded (network, 500, invalid answer): say so and offer a retry.
 * Plain markup rather than Mantine's Alert: shared/ui is in the app shell's bundle, Alert is not.
 */
export function LoadFailed({ onRetry, headingLevel = 1 }: { onRetry: () => void; headingLevel?: 1 | 2 }) {
  // It stands in for the page's content: by default its title is the page's heading.
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Box className={classes.root} role="alert" data-testid="load-failed">
      <IconAlertCircle size={22} className={classes.icon} aria-hidden="true" />
      <div>
        <Heading className={classes.title}>
          <Trans>The page could not be loaded</Trans>
        </Heading>
        <Text mb="md">
          <Trans>Check your connection and try again.</Trans>
        </Text>
        <Button onClick={() => onRetry()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </Box>
  );
}
