import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, Grid, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useList, useUnit } from 'effector-react';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { $lastFailure, FAILURE_TEXT } from '@/shared/api/failure';
import { config } from '@/shared/config';
import type { AnyFormModel } from '../factory/types';
import { GRID_COLUMNS, type ColumnSpan } from '../rules/layout';
import type { DescriptorProblem } from '../rules/descriptors';
import { FormField } from '../fields/form-field';
import { useFieldPartsReady } from '../fields/parts';
import { useFieldView } from '../fields/use-field';
import classes from './form.module.css';
import './styles';

/**
 * Descriptors the engine could not read (public-site.md §3): reported in the console always, and here — in
 * development and simulator builds only — so that whoever builds or tests a form sees at once that a field is
 * missing and why. Customers of a production build never see it.
 */
export function DescriptorProblemsNotice({ problems, force = false }: { problems: DescriptorProblem[]; force?: boolean }) {
  const { t } = useLingui();
  if (problems.length === 0 || !(force || config.simulator || import.meta.env.DEV)) return null;
  const count = problems.length;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={plural(count, { one: 'One field of this form could not be shown', other: '# fields of this form could not be shown' })}
      data-testid="descriptor-problems"
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
    >
      <Stack gap={6}>
        <Text size="sm">
          <Trans>The server described them in a way this version of the site does not understand. Details are in the browser console. This notice appears only in development and demo builds.</Trans>
        </Text>
        <List size="sm" spacing={2}>
          {problems.map((problem) => {
            const field = problem.name ?? t`no name`;
            const id = problem.id ?? '—';
            return (
              <List.Item key={`${problem.index}-${problem.reason}`}>
                <Code>{field}</Code> (ID {id}): {problem.issues.join('; ')}
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Alert>
  );
}

/** The placeholder of a form whose descriptors are loading. */
export function FormSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Grid columns={GRID_COLUMNS} gap="md" data-testid="form-skeleton" data-placeholder="" aria-hidden>
      {Array.from({ length: rows * 2 }, (_, index) => (
        <Grid.Col key={index} span={{ base: GRID_COLUMNS, lg: GRID_COLUMNS / 2 }}>
          <Skeleton height={56} radius="md" />
        </Grid.Col>
      ))}
    </Grid>
  );
}

/** A cell's span as CSS variables: form.module.css turns them into Mantine's column width per breakpoint. */
const spanStyle = (span: ColumnSpan) =>
  ({
    '--fe-span-base': span.base,
    '--fe-span-sm': span.sm,
    '--fe-span-md': span.md,
    '--fe-span-lg': span.lg,
  }) as CSSProperties;

const CELL_CLASS = `${Grid.classes.col} mantine-Grid-col ${classes.col}`;

/**
 * A field's cell on the grid: the element and classes of Mantine's `Grid.Col`, with the responsive span in
 * the form's stylesheet instead of a `<style>` element per cell (Mantine's way, which costs every cell a
 * stylesheet of its own: a sixth of a 60-field form's first render).
 */
function FieldCell({ model, name }: { model: AnyFormModel; name: string }) {
  const view = useFieldView(model, name);
  if (!view) return null;
  return (
    <div className={CELL_CLASS} style={spanStyle(view.span)} data-field={name}>
      <FormField model={model} name={name} />
    </div>
  );
}

/**
 * What fields placed one by one (`<FormField>` in a custom layout) need around them: the form's error colours and
 * the `data-form` mark the model uses to bring a field in trouble into view.
 */
export function FormScope({ model, children }: { model: AnyFormModel; children: ReactNode }) {
  const ready = useFieldPartsReady(model);
  return <div data-form={model.name}>{ready ? children : <FormSkeleton rows={2} />}</div>;
}

/**
 * The fields of a model on the 24-column grid, in the server's order, without the <form> around them; the form's
 * placeholder while a field's part is loading.
 */
export function FormFields({ model }: { model: AnyFormModel }) {
  const ready = useFieldPartsReady(model);
  const count = useUnit(model.$visibleNames).length;
  const fields = useList(model.$visibleNames, { keys: [model], fn: (name) => <FieldCell model={model} name={name} /> });
  // A number or file field's code (fields/parts.ts) not here yet: the fields appear together once it is.
  if (!ready) return <FormSkeleton rows={Math.max(1, Math.ceil(count / 2))} />;
  return (
    <Grid columns={GRID_COLUMNS} gap="md" data-form={model.name}>
      {fields}
    </Grid>
  );
}

export interface DynamicFormProps {
  model: AnyFormModel;
  /** Label of the submit button (default "Send"); `null` leaves the button out (the page submits its own way). */
  submitLabel?: ReactNode | null;
  /** More actions next to the submit button (a "Back" button of a wizard step…). */
  actions?: ReactNode;
  /** Between the fields and the buttons (a total, a terms link…). */
  children?: ReactNode;
}

/**
 * A whole server-driven form: the dev notice about unreadable descriptors, a skeleton while they load, a retry
 * when they could not be loaded, the fields, and the buttons. Everything it shows comes from the model.
 */
export function DynamicForm({ model, submitLabel, actions, children }: DynamicFormProps) {
  const [problems, loading, failed, submitting, visible, failure] = useUnit([model.$problems, model.$loading, model.$loadFailed, model.$submitting, model.$visibleNames, $lastFailure]);
  const { i18n } = useLingui();
  const count = visible.length;
  const [submit, retry] = useUnit([model.submitted, model.retried]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={loading || submitting} data-form={model.name}>
      <Stack gap="lg">
        <DescriptorProblemsNotice problems={problems} />
        {failed ? (
          <Alert color="red" variant="light" title={<Trans>The form could not be loaded</Trans>} role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{failure ? i18n._(FAILURE_TEXT[failure]) : <Trans>Please try again.</Trans>}</Text>
              <Button variant="white" color="red" onClick={() => retry()}>
                <Trans>Try again</Trans>
              </Button>
            </Group>
          </Alert>
        ) : null}
        {loading && count === 0 ? <FormSkeleton /> : <FormFields model={model} />}
        {children}
        {submitLabel === null && !actions ? null : (
          <Group gap="sm" justify="flex-end">
            {actions}
            {submitLabel === null ? null : (
              <Button type="submit" size="md" loading={submitting} disabled={loading && count === 0}>
                {submitLabel ?? <Trans>Send</Trans>}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
