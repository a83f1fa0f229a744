import { Trans } from '@lingui/react/macro';
import { Paper } from '@mantine/core';
import { useUnit } from 'effector-react';
import { DynamicForm } from '@/shared/form-engine';
import type { Calculator } from '../model/calculators';
import { CalculatorFormSkeleton } from './calculator-form-skeleton';

/** The tab's server-described form (the form engine), with "Calculate"; its outline while the fields load. */
export function CalculatorForm({ calculator }: { calculator: Calculator }) {
  const [descriptors, failed] = useUnit([calculator.form.$descriptors, calculator.form.$loadFailed]);
  if (descriptors.length === 0 && !failed) return <CalculatorFormSkeleton />;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <DynamicForm model={calculator.form} submitLabel={<Trans>Calculate</Trans>} />
    </Paper>
  );
}
