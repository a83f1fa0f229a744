import { useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import type { CalculatorTab } from '@/shared/config';
import { PageMeta } from '@/shared/ui';
import { $createdTabs, calculators, CalculatorsGate, type Calculator } from '../model/calculators';
import { buyPressed, canBuy } from '../model/purchase';
import { CALCULATOR_LABELS } from '../model/tabs';
import { CalculationResult } from './calculation-result';
import { CalculatorForm } from './calculator-form';
import { CalculatorTabs } from './calculator-tabs';
import classes from './calculators.module.css';

/**
 * /calculators/{tab}: the tabs as links, the tab's server-described form and its result. Each tab has its own
 * title, description and keywords (from its form's answer; the tab's name until it arrives).
 */
export function CalculatorsPage({ tab }: { tab: CalculatorTab }) {
  useGate(CalculatorsGate, { tab });
  // The tab's model is created when the tab is first shown (the gate opens in a layout effect).
  const created = useUnit($createdTabs).includes(tab);
  const calculator = created ? calculators[tab] : undefined;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <CalculatorTabs current={tab} />
        {/* One panel per tab: a tab switch mounts the other form's panel. */}
        {/* Until the tab's model exists, room for the panel: the footer stays below the first screen instead of
            showing under the tabs and being pushed down a moment later (layout shift). */}
        {calculator ? <CalculatorPanel key={tab} calculator={calculator} /> : <div className={classes.panelRoom} aria-busy="true" data-placeholder="" />}
      </Stack>
    </Container>
  );
}

function CalculatorPanel({ calculator }: { calculator: Calculator }) {
  const { t } = useLingui();
  const [meta, outcome, retry, buy] = useUnit([calculator.form.$meta, calculator.$outcome, calculator.form.submitted, buyPressed]);
  const title = meta?.title || t(CALCULATOR_LABELS[calculator.tab.id]);

  return (
    <>
      <PageMeta title={title} description={meta?.description ?? ''} keywords={meta?.keywords ?? ''} />
      <div className={classes.layout}>
        <Stack gap="md" component="section" aria-labelledby="calculator-title">
          <Stack gap={4}>
            <Title order={1} id="calculator-title" size="h2">
              {title}
            </Title>
            {meta?.description ? <Text c="gray.7">{meta.description}</Text> : null}
          </Stack>
          <CalculatorForm calculator={calculator} />
        </Stack>
        <CalculationResult outcome={outcome} onRetry={() => retry()} onBuy={canBuy(calculator.tab.id) ? () => buy(calculator.tab.id) : undefined} />
      </div>
    </>
  );
}
