import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import type { PurchaseDraft } from '@/shared/api';
import { $lang, formatMoney } from '@/shared/i18n';
import { lastChangeText } from '../lib/drafts';
import { $loadFailed, $shownDrafts, continuePressed, discardPressed, retried, UnfinishedPurchasesGate } from '../model/drafts';
import { DiscardDialog, DiscardFailed } from './discard-dialog';

function DraftCard({ draft }: { draft: PurchaseDraft }) {
  const { t } = useLingui();
  const [lang, continued, discard] = useUnit([$lang, continuePressed, discardPressed]);
  const product = draft.PRODUCT_NAME;
  const object = draft.OBJECT;
  const price = draft.PREMIUMSPAY === null ? null : formatMoney(draft.PREMIUMSPAY, lang);
  const when = lastChangeText(draft.UPDATED_AT);
  const named = object ? `${product}, ${object}` : product;
  return (
    <Paper withBorder radius="md" p="md" data-testid="unfinished-purchase" data-product={draft.PRODUCT} style={{ borderInlineStart: '4px solid var(--mantine-color-brand-7)' }}>
      <Group wrap="wrap" align="flex-start" gap="md">
        <ThemeIcon color="brand.7" variant="light" size={40} radius="xl" aria-hidden="true">
          <IconShoppingCart size={22} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: '1 1 14rem' }}>
          <Text fw={700}>{product}</Text>
          {object ? <Text size="sm">{object}</Text> : null}
          <Text size="sm">{price ? <Trans>Price: {price}</Trans> : <Trans>The price comes with the next step</Trans>}</Text>
          <Text size="sm" c="gray.7">
            <Trans>Last change: {when}</Trans>
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="sm" onClick={() => continued(draft)} aria-label={t`Continue: ${named}`} data-testid="continue-purchase">
            <Trans>Continue</Trans>
          </Button>
          <Button size="sm" variant="outline" color="red.9" onClick={() => discard(draft)} aria-label={t`Discard: ${named}`} data-testid="discard-purchase">
            <Trans>Discard</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * "Continue your purchase" on the overview (issue 24 item 1): every purchase the customer left unfinished, on any
 * device, with its product, object, price and last change; Continue opens the step to go on at, Discard asks first.
 * Renders nothing when there is none.
 */
export function UnfinishedPurchases() {
  useGate(UnfinishedPurchasesGate, {});
  const [drafts, loadFailed, retry] = useUnit([$shownDrafts, $loadFailed, retried]);
  if (drafts.length === 0 && !loadFailed) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="unfinished-purchases-title" data-testid="unfinished-purchases">
      <Title order={2} size="h3" id="unfinished-purchases-title">
        <Trans>Continue your purchase</Trans>
      </Title>
      {loadFailed ? (
        <Group gap="sm">
          <Text size="sm" c="gray.8">
            <Trans>We could not load your unfinished purchases.</Trans>
          </Text>
          <Button size="xs" variant="default" onClick={() => retry()}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      ) : null}
      <DiscardFailed />
      {drafts.map((draft) => (
        <DraftCard key={draft.ID} draft={draft} />
      ))}
      <DiscardDialog />
    </Stack>
  );
}
