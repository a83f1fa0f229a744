import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The outline of a calculator form while its fields load: labels and inputs on the 2-column grid, the button. */
export function CalculatorFormSkeleton() {
  return (
    <Paper withBorder radius="lg" p="lg" aria-busy="true" data-testid="calculator-form-skeleton" data-placeholder="">
      <Stack gap="lg" aria-hidden="true">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <Stack key={key} gap={6}>
              <Skeleton height={14} width="45%" />
              <Skeleton height={40} radius="md" />
            </Stack>
          ))}
        </SimpleGrid>
        <Skeleton height={42} width={160} radius="md" />
      </Stack>
    </Paper>
  );
}
