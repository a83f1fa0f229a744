import { useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { CalculatorTab } from '@/shared/config';
import { PageMeta } from '@/shared/ui';
import { $createdTabs, calculators, CalculatorsGate, type Calculator } from '../model/calculators';
import { IDLE } from '../model/outcome';
import { buyPressed, canBuy } from '../model/purchase';
import { CALCULATOR_LABELS } from '../model/tabs';
import { CalculationResult } from './calculation-result';
import { CalculatorForm } from './calculator-form';
import { CalculatorFormSkeleton } from './calculator-form-skeleton';
import { CalculatorTabs } from './calculator-tabs';
import classes from './calculators.module.css';

/**
 * /calculators/{tab}: the tabs as links, the tab's server-described form and its result. Each tab has its own
 * title, description and keywords (from its form's answer; the tab's name until it arrives).
 */
export function CalculatorsPage({ tab }: { tab: CalculatorTab }) {
  useGate(CalculatorsGate, { tab });
  // The tab's model is created when the tab is first shown (the gate); until then, the panel's outline.
  const created = useUnit($createdTabs).includes(tab);
  const calculator = created ? calculators[tab] : undefined;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <CalculatorTabs current={tab} />
        {/* One panel per tab: a tab switch mounts the other form's panel. */}
        {calculator ? <CalculatorPanel key={tab} calculator={calculator} /> : <PanelOutline tab={tab} />}
      </Stack>
    </Container>
  );
}

function CalculatorPanel({ calculator }: { calculator: Calculator }) {
  const { t } = useLingui();
  const [meta, outcome, retry, buy] = useUnit([calculator.form.$meta, calculator.$outcome, calculator.form.submitted, buyPressed]);
  return (
    <PanelLayout
      title={meta?.title || t(CALCULATOR_LABELS[calculator.tab.id])}
      description={meta?.description ?? ''}
      keywords={meta?.keywords ?? ''}
      form={<CalculatorForm calculator={calculator} />}
      result={<CalculationResult outcome={outcome} onRetry={() => retry()} onBuy={canBuy(calculator.tab.id) ? () => buy(calculator.tab.id) : undefined} />}
    />
  );
}

/** The panel before the tab's model exists (the first render, before the gate has opened). */
function PanelOutline({ tab }: { tab: CalculatorTab }) {
  const { t } = useLingui();
  return (
    <PanelLayout
      title={t(CALCULATOR_LABELS[tab])}
      description=""
      keywords=""
      form={<CalculatorFormSkeleton />}
      result={<CalculationResult outcome={IDLE} onRetry={() => undefined} />}
    />
  );
}

function PanelLayout(props: { title: string; description: string; keywords: string; form: ReactNode; result: ReactNode }) {
  return (
    <>
      <PageMeta title={props.title} description={props.description} keywords={props.keywords} />
      <div className={classes.layout}>
        <Stack gap="md" component="section" aria-labelledby="calculator-title">
          <Stack gap={4}>
            <Title order={1} id="calculator-title" size="h2">
              {props.title}
            </Title>
            {props.description ? <Text c="gray.7">{props.description}</Text> : null}
          </Stack>
          {props.form}
        </Stack>
        {props.result}
      </div>
    </>
  );
}
