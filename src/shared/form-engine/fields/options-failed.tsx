import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';

/** Under a list that could not be loaded: why, and a way to try again. */
export function OptionsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <span role="alert">
      <Trans>The list could not be loaded.</Trans>{' '}
      <Anchor component="button" type="button" size="xs" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Anchor>
    </span>
  );
}
