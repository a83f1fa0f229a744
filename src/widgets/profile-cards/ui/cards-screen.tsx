import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { CardLabel, lastDigits } from '@/entities/card';
import type { SavedCard } from '@/shared/api';
import { EmptyState, PageState, useFocusOnChange } from '@/shared/ui';
import {
  $adding,
  $busyCard,
  $cards,
  $notice,
  $pendingOrder,
  $removals,
  $removing,
  addClicked,
  cardsQuery,
  checkAgainClicked,
  defaultClicked,
  noticeClosed,
  removeCancelled,
  removeClicked,
  removeConfirmed,
} from '../model/cards';

function CardsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="cards-skeleton">
      {[0, 1].map((key) => (
        <Skeleton key={key} height={76} radius="md" />
      ))}
      <Skeleton height={40} width={180} radius="md" />
    </Stack>
  );
}

function RemoveQuestion({ card }: { card: SavedCard }) {
  const [confirm, cancel] = useUnit([removeConfirmed, removeCancelled]);
  const ending = lastDigits(card.CARDNUMBER) ?? '';
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  return (
    <Group gap="sm" role="alertdialog" aria-labelledby={`remove-${card.ID}`} data-testid="remove-question" wrap="wrap">
      <Text fw={600} id={`remove-${card.ID}`}>
        <Trans>Remove the card ending in {ending}?</Trans>
      </Text>
      <Group gap="xs">
        <Button ref={yes} color="red.8" size="sm" onClick={confirm}>
          <Trans>Yes</Trans>
        </Button>
        <Button variant="default" size="sm" onClick={cancel}>
          <Trans>No</Trans>
        </Button>
      </Group>
    </Group>
  );
}

function CardRow({ card }: { card: SavedCard }) {
  const { t } = useLingui();
  const [busy, removing, onDefault, onRemove] = useUnit([$busyCard, $removing, defaultClicked, removeClicked]);
  const ending = lastDigits(card.CARDNUMBER) ?? '';
  const asking = removing?.ID === card.ID;
  // The question replaces the row's buttons; "No" brings them back, and the focus to Remove (not the page's body).
  const removeButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(asking);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasAsking.current && !asking && lost) removeButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="saved-card" data-card-id={card.ID} data-default={card.IS_DEF || undefined}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <CardLabel card={card} />
          {asking ? null : (
            <Group gap="xs">
              {card.IS_DEF ? null : (
                <Button
                  variant="subtle"
                  size="sm"
                  leftSection={<IconStar size={16} aria-hidden="true" />}
                  loading={busy === card.ID}
                  onClick={() => onDefault(card)}
                  aria-label={t`Make the card ending in ${ending} the default`}
                >
                  <Trans>Make default</Trans>
                </Button>
              )}
              <Button
                ref={removeButton}
                variant="outline"
                color="red.8"
                size="sm"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                disabled={busy === card.ID}
                onClick={() => onRemove(card)}
                aria-label={t`Remove the card ending in ${ending}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </Group>
          )}
        </Group>
        {asking ? <RemoveQuestion card={card} /> : null}
      </Stack>
    </Paper>
  );
}

/** The profile's cards tab: saved cards, the default, adding one through the bank, removal after a confirmation. */
export function CardsScreen() {
  const { t } = useLingui();
  useGate(cardsQuery.Gate);
  const [loaded, failed, retry, cards, notice, closeNotice, adding, add, pending, checkAgain] = useUnit([
    cardsQuery.$data,
    cardsQuery.$failed,
    cardsQuery.retried,
    $cards,
    $notice,
    noticeClosed,
    $adding,
    addClicked,
    $pendingOrder,
    checkAgainClicked,
  ]);
  // A removed card's row, whose "Yes" had the focus, is gone: the notice saying so takes it.
  const noticeRef = useFocusOnChange<HTMLDivElement>(String(useUnit($removals)), notice !== null);
  return (
    <PageState data={loaded} failed={failed} onRetry={retry} skeleton={<CardsSkeleton />}>
      {() => (
        <Stack gap="lg" data-testid="profile-cards">
          {notice ? (
            <Alert
              ref={noticeRef}
              tabIndex={-1}
              color={notice.kind === 'success' ? 'green' : notice.kind === 'processing' ? 'yellow' : 'red'}
              withCloseButton
              onClose={closeNotice}
              closeButtonLabel={t`Close`}
              role={notice.kind === 'error' ? 'alert' : 'status'}
              data-testid="cards-notice"
              data-kind={notice.kind}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {notice.text ||
                    (notice.reason === 'not-recorded'
                      ? t`We could not confirm your card with the bank yet. Nothing is lost: check again in a moment.`
                      : t`The bank’s page could not be opened safely. Please try again later.`)}
                </Text>
                {pending ? (
                  <Button size="xs" variant="light" onClick={checkAgain}>
                    <Trans>Check again</Trans>
                  </Button>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          <Text c="gray.7">
            <Trans>Pay in one click with a saved card. We keep only a masked number: the card's details stay with the bank.</Trans>
          </Text>
          {cards.length > 0 ? (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {cards.map((card) => (
                <CardRow key={card.ID} card={card} />
              ))}
            </Stack>
          ) : (
            <EmptyState title={<Trans>No saved cards</Trans>} icon={<IconCreditCard size={28} />}>
              <Trans>Add a card to pay for your contracts faster.</Trans>
            </EmptyState>
          )}
          <Group>
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} loading={adding} onClick={add} data-testid="card-add">
              <Trans>Add a card</Trans>
            </Button>
          </Group>
          <Text size="sm" c="gray.7">
            <Trans>You will enter the card on the bank's secure page; nothing is charged.</Trans>
          </Text>
        </Stack>
      )}
    </PageState>
  );
}
