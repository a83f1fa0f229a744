import { useUnit } from 'effector-react';
import type { ComponentType } from 'react';
import type { AnyFormModel } from '../factory/types';
import type { FieldKind } from '../rules/field-kind';
import { CheckField, MultiSelectField, SelectField } from './choice-fields';
import { DateField, TimeField } from './date-fields';
import { FileFieldPart, LongTextFieldPart, NumberFieldPart, PasswordTextFieldPart, RadioFieldPart, SegmentedFieldPart, SwitchFieldPart } from './parts';
import { ButtonField, SpanField } from './static-fields';
import { PhoneField, PromoField, TextField, type FieldProps } from './text-fields';
import { useFieldEvents, useFieldView } from './use-field';

/**
 * The component of each kind (`rules/field-kind.ts` maps a descriptor — TYPE, type_view, options — to its kind). The
 * kinds that are chunks of their own (parts.ts: number, file, long text, password, radio, switch, segmented) are
 * here before the form draws its fields.
 */
export const FIELD_COMPONENTS: Record<Exclude<FieldKind, 'button'>, ComponentType<FieldProps>> = {
  text: TextField,
  email: TextField,
  textarea: LongTextFieldPart,
  password: PasswordTextFieldPart,
  digits: TextField,
  integer: NumberFieldPart,
  decimal: NumberFieldPart,
  checkbox: CheckField,
  switch: SwitchFieldPart,
  date: DateField,
  datetime: DateField,
  time: TimeField,
  phone: PhoneField,
  select: SelectField,
  search: SelectField,
  multiselect: MultiSelectField,
  radio: RadioFieldPart,
  segmented: SegmentedFieldPart,
  span: SpanField,
  promo: PromoField,
  file: FileFieldPart,
  files: FileFieldPart,
};

/**
 * One field of a form model by FIELD_NAME: for custom layouts (a wizard step that groups fields in sections).
 * Renders nothing while the field is hidden or unknown.
 */
export function FormField({ model, name }: { model: AnyFormModel; name: string }) {
  const view = useFieldView(model, name);
  const events = useFieldEvents(model);
  const changing = useUnit(model.$changing);
  if (!view || !view.visible) return null;
  if (view.kind === 'button') return <ButtonField view={view} events={events} busy={view.initiator && changing} />;
  const Component = FIELD_COMPONENTS[view.kind];
  return <Component view={view} events={events} uploads={model.uploads} />;
}
