import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { useUnit } from 'effector-react';
import { ConfirmDialog } from '@/shared/ui';
import { $discardFailed, $discarding, discardCancelled, discardConfirmed } from '../model/drafts';

/**
 * The question before a draft is discarded (issue 24: "Start again discards the draft (confirm first)"): "Start again?"
 * at the start of a wizard, "Discard this purchase?" on the overview.
 */
export function DiscardDialog({ startAgain = false }: { startAgain?: boolean }) {
  const [draft, confirm, cancel] = useUnit([$discarding, discardConfirmed, discardCancelled]);
  const product = draft?.PRODUCT_NAME ?? '';
  const object = draft?.OBJECT ?? '';
  return (
    <ConfirmDialog opened={draft !== null} title={startAgain ? <Trans>Start again?</Trans> : <Trans>Discard this purchase?</Trans>} onConfirm={confirm} onCancel={cancel}>
      {object ? (
        <Trans>The unfinished {product} for {object} will be discarded. This cannot be undone.</Trans>
      ) : (
        <Trans>The unfinished {product} will be discarded. This cannot be undone.</Trans>
      )}
    </ConfirmDialog>
  );
}

/** Discarding failed (offline, 500): nothing changed, and the customer may press again. */
export function DiscardFailed() {
  const failed = useUnit($discardFailed);
  if (!failed) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="discard-failed">
      <Trans>We could not discard it. Check your connection and try again.</Trans>
    </Alert>
  );
}
