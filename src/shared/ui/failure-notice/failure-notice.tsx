import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { FAILURE_TEXT, type FailureReason } from '@/shared/api/failure';

/**
 * Why a form could not be sent, beneath it, in the catalogue's words (shared/api/failure.ts): for the failures
 * nothing else shows (no connection: the catalogue shows no toast for it). Nothing when there is no reason.
 */
export function FailureNotice({ reason }: { reason: FailureReason | null }) {
  const { i18n } = useLingui();
  if (!reason) return null;
  return (
    <Text size="sm" c="red.9" role="alert" data-testid="form-failure" data-reason={reason}>
      {i18n._(FAILURE_TEXT[reason])}
    </Text>
  );
}
