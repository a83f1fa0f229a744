import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Text } from '@mantine/core';

/** A page whose content could not be loaded (network, 500, invalid answer): say so and offer a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t`The page could not be loaded`} data-testid="load-failed">
      <Text mb="md">
        <Trans>Check your connection and try again.</Trans>
      </Text>
      <Button onClick={() => onRetry()}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}
