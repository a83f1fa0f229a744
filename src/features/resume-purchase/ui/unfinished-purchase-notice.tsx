import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import type { PurchaseDraft } from '@/shared/api';
import type { PurchaseProductKey } from '@/shared/config';
import { lastChangeText } from '../lib/drafts';
import { $shownDrafts, continuePressed, discardPressed, UnfinishedPurchasesGate } from '../model/drafts';
import { DiscardDialog, DiscardFailed } from './discard-dialog';

function Notice({ draft }: { draft: PurchaseDraft }) {
  const { t } = useLingui();
  const [continued, discard] = useUnit([continuePressed, discardPressed]);
  const product = draft.PRODUCT_NAME;
  const object = draft.OBJECT ?? '';
  const when = lastChangeText(draft.UPDATED_AT);
  return (
    <Alert
      color="blue"
      variant="light"
      data-testid="unfinished-purchase-notice"
      title={object ? t`You have an unfinished ${product} for ${object}` : t`You have an unfinished ${product}`}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Last change: {when}. Continue where you stopped, or start again.</Trans>
        </Text>
        <Group gap="sm">
          <Button size="sm" onClick={() => continued(draft)} data-testid="continue-purchase">
            <Trans>Continue</Trans>
          </Button>
          <Button size="sm" variant="default" onClick={() => discard(draft)} data-testid="start-again">
            <Trans>Start again</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * At the start of a product's wizard (issue 24 item 1): "You have an unfinished CMTPL for 35OO123: continue or start
 * again", for each draft of that product the backend holds. Renders nothing when there is none.
 */
export function UnfinishedPurchaseNotice({ product }: { product: PurchaseProductKey }) {
  useGate(UnfinishedPurchasesGate, { product });
  const drafts = useUnit($shownDrafts);
  if (drafts.length === 0) return <DiscardFailed />;
  return (
    <Stack gap="sm" data-testid="unfinished-purchase-notices">
      <DiscardFailed />
      {drafts.map((draft) => (
        <Notice key={draft.ID} draft={draft} />
      ))}
      <DiscardDialog startAgain />
    </Stack>
  );
}
