import { Group, Radio } from '@mantine/core';
import { fieldClasses } from './floating';
import { useFieldMessages } from './messages';
import type { FieldProps } from './text-fields';

// A part of its own (parts.ts): Mantine's Radio loads only for a form with a radio group.

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
