import { Button, Text } from '@mantine/core';
import type { FieldProps } from './text-fields';

/** A known Mantine colour name, or nothing (descriptor `color` may also be a CSS colour). */
const MANTINE_COLORS = new Set(['brand', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange', 'dark']);
const colorOf = (color: string | null) => (color && (MANTINE_COLORS.has(color) || /^#[0-9a-f]{3,8}$/i.test(color)) ? color : undefined);

/** span: text from the server (TEXT, with `message` as a second line), no value. */
export function SpanField({ view }: FieldProps) {
  const color = colorOf(view.descriptor.color);
  return (
    <div id={view.id}>
      <Text c={color && MANTINE_COLORS.has(color) ? `${color}.8` : color}>{view.label}</Text>
      {view.message ? (
        <Text size="sm" c="gray.7" mt={4}>
          {view.message}
        </Text>
      ) : null}
    </div>
  );
}

const VARIANTS = new Set(['filled', 'light', 'outline', 'subtle', 'default']);

/** button: an action of the form; an initiator asks the server (on-change), `type_view: submit` submits. */
export function ButtonField({ view, events, busy }: FieldProps & { busy?: boolean }) {
  const variantView = (view.descriptor.type_view ?? '').toLowerCase();
  const variant = VARIANTS.has(variantView) ? variantView : variantView === 'submit' ? 'filled' : 'light';
  return (
    <Button
      id={view.id}
      variant={variant}
      color={colorOf(view.descriptor.color)}
      disabled={view.disabled}
      loading={busy}
      size="md"
      onClick={() => events.buttonPressed(view.name)}
    >
      {view.label}
    </Button>
  );
}
