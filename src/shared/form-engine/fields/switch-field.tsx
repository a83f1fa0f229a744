import { Switch } from '@mantine/core';
import { useCheckProps } from './choice-fields';
import type { FieldProps } from './text-fields';

// A part of its own (parts.ts): Mantine's Switch loads only for a form with one.

/** bool with type_view switch, and toggle: sent as 1 / 0. */
export function SwitchField(props: FieldProps) {
  return <Switch {...useCheckProps(props)} size="md" />;
}
