import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Container, Text } from '@mantine/core';
import { PageMeta } from '../page-meta/page-meta';

/** A page whose data could not be loaded (network, 500, invalid answer): the reason and a retry. */
export function LoadError({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useLingui();
  return (
    <Container size="sm" py="xl" data-testid="load-error">
      <PageMeta title={title ?? t`The page could not be loaded`} noIndex />
      <Alert color="red" title={t`The page could not be loaded`}>
        <Text mb="md">
          <Trans>Check your connection and try again.</Trans>
        </Text>
        <Button onClick={() => onRetry()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    </Container>
  );
}
