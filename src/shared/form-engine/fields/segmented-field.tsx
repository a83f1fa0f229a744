import { Input, SegmentedControl, Stack } from '@mantine/core';
import { fieldClasses } from './floating';
import { useFieldMessages } from './messages';
import type { FieldProps } from './text-fields';

// A part of its own (parts.ts): Mantine's SegmentedControl loads only for a form with one.

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
