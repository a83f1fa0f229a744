import { Trans } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import type { StepFailure } from '../model/wizard';

/** A step call's error, beneath the form (§8: contract create/update/approve errors are shown there). */
export function StepFailureNotice({ failure }: { failure: StepFailure | null }) {
  if (!failure) return null;
  const title =
    failure.kind === 'network' ? (
      <Trans>No connection to the server. Check your internet connection and try again.</Trans>
    ) : failure.kind === 'server-error' ? (
      <Trans>The server could not process the request. Please try again in a minute.</Trans>
    ) : failure.kind === 'untrusted-address' ? (
      <Trans>The bank’s payment page could not be opened safely, so nothing was paid. Please try again later or call us.</Trans>
    ) : (
      <Trans>The request was not accepted</Trans>
    );
  return (
    <Alert color="red" variant="light" role="alert" title={title} data-testid="step-failure">
      {failure.messages.length === 1 ? failure.messages[0] : failure.messages.length > 1 ? (
        <List size="sm">{failure.messages.map((text) => <List.Item key={text}>{text}</List.Item>)}</List>
      ) : null}
    </Alert>
  );
}
