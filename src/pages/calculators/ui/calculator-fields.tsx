import { Trans } from '@lingui/react/macro';
import { Paper } from '@mantine/core';
import { DynamicForm } from '@/shared/form-engine';
import type { Calculator } from '../model/calculators';

/**
 * The tab's server-described form (the form engine's fields: dates, numbers, selects) with "Calculate". Loaded
 * lazily by `CalculatorForm`, so the page's heading and lead text do not wait for this code.
 */
export default function CalculatorFields({ calculator }: { calculator: Calculator }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <DynamicForm model={calculator.form} submitLabel={<Trans>Calculate</Trans>} />
    </Paper>
  );
}
