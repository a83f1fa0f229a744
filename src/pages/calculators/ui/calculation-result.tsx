import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { FAILURE_TEXT } from '@/shared/api';
import { $lang, formatMoney } from '@/shared/i18n';
import { scrollMotion } from '@/shared/lib';
import type { CalculationOutcome } from '../model/outcome';
import classes from './calculators.module.css';

export interface CalculationResultProps {
  outcome: CalculationOutcome;
  onRetry: () => void;
  /** "Buy this policy": the product's purchase wizard opens with the calculator's inputs (tabs sold online). */
  onBuy?: () => void;
}

/**
 * The result panel: a hint before the first calculation, a spinner while it runs, then the premium, the
 * amount and the server's text, or what went wrong. It is a polite live region: screen readers hear the
 * result without losing their place in the form.
 */
export function CalculationResult({ outcome, onRetry, onBuy }: CalculationResultProps) {
  const { t, i18n } = useLingui();
  const lang = useUnit($lang);
  const panel = useRef<HTMLDivElement>(null);
  const shownStatus = useRef(outcome.status);
  // On a phone the panel is under the form: bring it into view when an answer arrives (not when a tab is shown again).
  useEffect(() => {
    const arrived = shownStatus.current === 'pending' && (outcome.status === 'done' || outcome.status === 'failed');
    shownStatus.current = outcome.status;
    if (arrived) panel.current?.scrollIntoView?.({ block: 'nearest', behavior: scrollMotion() });
  }, [outcome.status]);

  return (
    <Paper ref={panel} withBorder radius="lg" p="lg" className={classes.result} data-testid="calculation-result" data-status={outcome.status}>
      <div aria-live="polite" aria-busy={outcome.status === 'pending'}>
        {outcome.status === 'idle' ? (
          <Stack gap={4}>
            <Title order={2} size="h4">
              <Trans>Your premium</Trans>
            </Title>
            <Text c="gray.7" size="sm">
              <Trans>Fill in the form and press “Calculate”.</Trans>
            </Text>
          </Stack>
        ) : null}

        {outcome.status === 'pending' ? (
          <Stack align="center" gap="xs" py="md">
            <Loader size="md" aria-hidden="true" />
            <Text size="sm" c="gray.7">
              <Trans>Calculating…</Trans>
            </Text>
          </Stack>
        ) : null}

        {outcome.status === 'done' ? (
          <Stack gap="sm">
            <Title order={2} size="h4">
              <Trans>Your premium</Trans>
            </Title>
            <Text className={classes.premium} data-testid="calculation-premium">
              {formatMoney(outcome.result.premium, lang)}
            </Text>
            <Text size="sm">
              <Trans>
                Cover up to <strong data-testid="calculation-amount">{formatMoney(outcome.result.amount, lang)}</strong>
              </Trans>
            </Text>
            {outcome.result.amount_text ? (
              <Text size="sm" c="gray.7" data-testid="calculation-text">
                {outcome.result.amount_text}
              </Text>
            ) : null}
            {onBuy ? (
              <Button onClick={onBuy} mt="xs" data-testid="calculation-buy">
                <Trans>Buy this policy</Trans>
              </Button>
            ) : null}
          </Stack>
        ) : null}

        {outcome.status === 'invalid' ? (
          <Alert color="orange" title={t`Correct the marked fields`} data-testid="calculation-invalid">
            <Trans>The premium will be calculated once every field is filled in correctly.</Trans>
            {outcome.messages.map((message) => (
              <Text key={message} size="sm" mt={4}>
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}

        {outcome.status === 'failed' ? (
          <Alert color="red" title={t`The premium could not be calculated`} data-testid="calculation-error">
            <Stack gap="sm" align="flex-start">
              {outcome.messages.length > 0 ? (
                outcome.messages.map((message) => (
                  <Text key={message} size="sm">
                    {message}
                  </Text>
                ))
              ) : (
                <Text size="sm">{outcome.reason ? i18n._(FAILURE_TEXT[outcome.reason]) : <Trans>Please try again.</Trans>}</Text>
              )}
              <Button variant="light" color="red" size="xs" onClick={onRetry}>
                <Trans>Try again</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : null}
      </div>
    </Paper>
  );
}
