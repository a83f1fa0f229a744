import { Group, Input, Radio, SegmentedControl, Stack, Switch } from '@mantine/core';
import { PasswordField } from '@/shared/ui/password-field/password-field';
import { useCheckProps } from './choice-fields';
import { fieldClasses } from './floating';
import { useFieldMessages } from './messages';
import { useTextProps, type FieldProps } from './text-fields';

/**
 * The field kinds none of the customers' forms has today (only the form showcase): one part (parts.ts), ~9 KB br,
 * loaded only by a form that has one of them. One chunk, not one per kind: every async chunk is a line of the
 * runtime's chunk map in the entry, and the first render with the router has a few dozen bytes left of its 128 KB
 * (bench:size). The long text is in its own file (its light textarea is most of it) and comes with them.
 */
export { LongTextField } from './long-text-field';

/** radiogroup (and radio with type_view radio): the choices side by side. */
export function RadioField({ view, events }: FieldProps) {
  const { errorText } = useFieldMessages();
  return (
    <Radio.Group
      id={view.id}
      name={view.name}
      label={view.label}
      description={view.message ?? undefined}
      error={errorText(view.error, view.label)}
      required={view.required}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      classNames={{ description: fieldClasses.description }}
      value={typeof view.value === 'string' ? view.value : ''}
      onChange={(next) => events.changed({ name: view.name, value: next })}
    >
      <Group gap="lg" mt={6} wrap="wrap">
        {view.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} disabled={view.disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** type_view segmented: a compact one-of-few switch. */
export function SegmentedField({ view, events }: FieldProps) {
  const { errorText } = useFieldMessages();
  const labelId = `${view.id}-label`;
  return (
    <Input.Wrapper
      label={view.label}
      labelElement="div"
      labelProps={{ id: labelId }}
      classNames={{ description: fieldClasses.description }}
      description={view.message ?? undefined}
      error={errorText(view.error, view.label)}
      required={view.required}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <Stack gap={0} mt={6}>
        <SegmentedControl
          id={view.id}
          name={view.name}
          aria-labelledby={labelId}
          data={view.options.map((option) => ({ value: option.value, label: option.label }))}
          value={typeof view.value === 'string' ? view.value : ''}
          onChange={(next) => events.changed({ name: view.name, value: next })}
          disabled={view.disabled}
          fullWidth
        />
      </Stack>
    </Input.Wrapper>
  );
}

/** bool with type_view switch, and toggle: sent as 1 / 0. */
export function SwitchField(props: FieldProps) {
  return <Switch {...useCheckProps(props)} size="md" />;
}

/** pass: the product's password field (show/hide named in the page's language). */
export function PasswordTextField({ view, events }: FieldProps) {
  return <PasswordField {...useTextProps({ view, events })} />;
}
