import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockHour4, IconInbox } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { DEFAULT_AFTER_LOGIN_TAB, FOREIGN_CARD_COMMISSION_PERCENT } from '@/shared/config';
import { $lang, formatMoney } from '@/shared/i18n';
import { AppLink } from '@/shared/ui';
import type { ResultView as ResultViewState } from '../model/outcome';
import { PdfButton } from './pdf-button';
import classes from './result-view.module.css';

export interface ResultViewProps {
  view: ResultViewState;
  /** "Try again": the product's payment step (language-free); no button when null. */
  retryPath?: string | null;
  /** "Check again" (processing stopped, or the record call failed). */
  onCheckAgain?: () => void;
  /** "Try again" of a final step: send the contract again. */
  onSendAgain?: () => void;
  /** Where "nothing to show" offers to start a purchase. */
  startPath?: string | null;
}

function Frame({ icon, color, title, children, state, role }: { icon: ReactNode; color: string; title: ReactNode; children?: ReactNode; state: string; role?: 'alert' | 'status' }) {
  // While the answer is awaited the frame stands in for the result: the footer waits (app/styles/global.css).
  const waiting = state === 'idle' || state === 'checking' || state === 'sending';
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="payment-result" data-state={state} data-placeholder={waiting ? '' : undefined}>
      <Stack align="center" gap="md" ta="center" role={role} aria-live={role === 'status' ? 'polite' : undefined}>
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return (
    <Group justify="center" gap="sm" mt="sm">
      {children}
    </Group>
  );
}

function HomeButton({ primary = false }: { primary?: boolean }) {
  return (
    <Button component={AppLink} to="/" variant={primary ? 'filled' : 'default'} data-testid="result-home">
      <Trans>Home</Trans>
    </Button>
  );
}

function TryAgainButton({ path }: { path: string | null | undefined }) {
  if (!path) return null;
  return (
    <Button component={AppLink} to={path} data-testid="result-try-again">
      <Trans>Try again</Trans>
    </Button>
  );
}

/**
 * The payment's outcome as the backend confirmed it (customer-portal.md §2 "Payment result page", §4, §8):
 * success (message, contract number, the PDF except for CMTPL), failure (the bank's description and "contact
 * your bank"), processing (wait; the model checks again). Shared by the result page and the final steps.
 */
export function ResultView({ view, retryPath, onCheckAgain, onSendAgain, startPath }: ResultViewProps) {
  const { t } = useLingui();
  const lang = useUnit($lang);

  switch (view.kind) {
    case 'idle':
    case 'checking':
    case 'sending':
      return (
        <Frame icon={<Loader size={30} color="brand" />} color="brand" state={view.kind} role="status" title={view.kind === 'sending' ? t`Sending the contract to your e-mail…` : t`Checking your payment with the bank…`}>
          <Text c="gray.7">
            <Trans>This takes a few seconds. Please do not close the page.</Trans>
          </Text>
        </Frame>
      );
    case 'success':
      return (
        <Frame icon={<IconCircleCheck size={36} />} color="green" state="success" role="status" title={t`Payment received, your contract is issued`}>
          {view.contractNumber ? (
            <Text size="lg">
              <Trans>
                Contract number: <strong data-testid="contract-number">{view.contractNumber}</strong>
              </Trans>
            </Text>
          ) : null}
          {view.amount !== null && view.commission ? (
            // A foreign card: the price and the bank's commission, each on its line, then what was charged (§9).
            <dl className={classes.charge} data-testid="amount-paid">
              <dt>
                <Trans>Price of the contract</Trans>
              </dt>
              <dd>{formatMoney(view.amount - view.commission, lang)}</dd>
              <dt>
                <Trans>Commission for a card of a foreign bank ({FOREIGN_CARD_COMMISSION_PERCENT}%)</Trans>
              </dt>
              <dd>{formatMoney(view.commission, lang)}</dd>
              <dt className={classes.total}>
                <Trans>Amount paid</Trans>
              </dt>
              <dd className={classes.total}>{formatMoney(view.amount, lang)}</dd>
            </dl>
          ) : view.amount !== null ? (
            <Text c="gray.7" data-testid="amount-paid">
              <Trans>Amount paid: {formatMoney(view.amount, lang)}</Trans>
            </Text>
          ) : null}
          {view.emailed ? (
            <Text c="gray.7">
              <Trans>We have sent the contract to your e-mail.</Trans>
            </Text>
          ) : null}
          {view.pdf ? <PdfButton contractId={view.contractId} contractNumber={view.contractNumber} /> : null}
          <Actions>
            <HomeButton primary={!view.pdf} />
          </Actions>
        </Frame>
      );
    case 'failure':
      return (
        <Frame icon={<IconCircleX size={36} />} color="red" state="failure" role="alert" title={t`The payment failed`}>
          {view.description ? (
            <Text fw={600} data-testid="bank-description">
              {view.description}
            </Text>
          ) : null}
          <Text c="gray.7">
            <Trans>Contact your bank for details.</Trans>
          </Text>
          <Actions>
            <TryAgainButton path={retryPath} />
            <HomeButton />
          </Actions>
        </Frame>
      );
    case 'processing':
      return (
        <Frame icon={<IconClockHour4 size={36} />} color="yellow" state="processing" role="status" title={t`The transaction is being processed by the bank, please wait.`}>
          <Group gap="xs" justify="center">
            <Loader size="sm" />
            <Text c="gray.7">
              <Trans>We check the payment again every few seconds.</Trans>
            </Text>
          </Group>
        </Frame>
      );
    case 'processing-timeout':
      return (
        <Frame icon={<IconClockHour4 size={36} />} color="yellow" state="processing-timeout" role="status" title={t`The bank is still processing the payment`}>
          <Text c="gray.7">
            <Trans>
              Check your contracts page later: the contract appears there once the bank approves the payment, and we send it to your
              e-mail.
            </Trans>
          </Text>
          <Actions>
            {onCheckAgain ? (
              <Button onClick={() => onCheckAgain()} data-testid="result-check-again">
                <Trans>Check again</Trans>
              </Button>
            ) : null}
            <Button component={AppLink} to={`/profile/${DEFAULT_AFTER_LOGIN_TAB}`} variant="default">
              <Trans>My account</Trans>
            </Button>
            <HomeButton />
          </Actions>
        </Frame>
      );
    case 'record-failed':
      return (
        <Frame icon={<IconAlertTriangle size={36} />} color="red" state="record-failed" role="alert" title={t`We could not confirm your payment`}>
          <Text c="gray.7">
            <Trans>The payment could not be checked with the bank just now. If money was taken, the contract is not lost: check again in a moment.</Trans>
          </Text>
          <Actions>
            {onCheckAgain ? (
              <Button onClick={() => onCheckAgain()} variant="light" data-testid="result-check-again">
                <Trans>Check again</Trans>
              </Button>
            ) : null}
            <TryAgainButton path={retryPath} />
            <HomeButton />
          </Actions>
        </Frame>
      );
    case 'send-failed':
      return (
        <Frame icon={<IconAlertTriangle size={36} />} color="red" state="send-failed" role="alert" title={t`The contract could not be sent`}>
          <Text c="gray.7">
            <Trans>Your payment is received, but we could not send the contract to your e-mail.</Trans>
          </Text>
          <Actions>
            {onSendAgain ? (
              <Button onClick={() => onSendAgain()} data-testid="result-try-again">
                <Trans>Try again</Trans>
              </Button>
            ) : null}
            <HomeButton />
          </Actions>
        </Frame>
      );
    case 'invalid-query':
      return (
        <Frame icon={<IconAlertTriangle size={36} />} color="red" state="invalid-query" role="alert" title={t`There is no payment to show`}>
          <Text c="gray.7">
            <Trans>This address does not carry the bank's payment details. If you have paid, your contract is on your account page.</Trans>
          </Text>
          <Actions>
            <HomeButton primary />
          </Actions>
        </Frame>
      );
    case 'unknown-product':
      return (
        <Frame icon={<IconAlertTriangle size={36} />} color="red" state="unknown-product" role="alert" title={t`Unknown product`}>
          <Text c="gray.7">
            <Trans>This address names a product that is not paid online, so there is no payment to show.</Trans>
          </Text>
          <Actions>
            <HomeButton primary />
          </Actions>
        </Frame>
      );
    case 'nothing':
      return (
        <Frame icon={<IconInbox size={36} />} color="gray" state="nothing" title={t`Nothing to show here`}>
          <Text c="gray.7">
            <Trans>There is no paid contract in this window. Your contracts are on your account page.</Trans>
          </Text>
          <Actions>
            {startPath ? (
              <Button component={AppLink} to={startPath} data-testid="start-purchase">
                <Trans>Start a purchase</Trans>
              </Button>
            ) : null}
            <HomeButton primary={!startPath} />
          </Actions>
        </Frame>
      );
  }
}
