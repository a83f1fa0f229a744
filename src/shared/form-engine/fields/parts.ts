import { useStoreMap } from 'effector-react';
import { useMemo, type ComponentType } from 'react';
import { lazyRetrying, usePartsReady, type PartLoad } from '@/shared/lib';
import type { AnyFormModel } from '../factory/types';
import type { FieldKind } from '../rules/field-kind';
import type { FieldProps } from './text-fields';

/**
 * The field components that are chunks of their own (docs/decisions/field-parts-on-demand.md): a form loads them only
 * when its descriptors have such a field. The number field (Mantine's NumberInput and react-number-format) and the
 * file field (the upload list's rows, Mantine's FileButton, Progress and ActionIcon) are ~18 KB br with their CSS that
 * a form of text fields (CMTPL's first step, most of the portal's forms) never uses. The long text (Mantine's
 * autosized Textarea), the password (PasswordInput), the radio group, the switch and the segmented control (~9 KB br
 * together, one chunk: rare-fields.tsx) are in none of the customers' forms today: a form that has one waits for it
 * like for the others.
 */
export const NumberFieldPart = lazyRetrying<FieldProps>(() => import('./number-field').then((module) => ({ default: module.NumberField })));
export const FileFieldPart = lazyRetrying<FieldProps>(() => import('./file-field').then((module) => ({ default: module.FileField })));
/** A kind of rare-fields.tsx: the five share its one chunk, each its own part object (the kind's component). */
const rarePart = (pick: (module: typeof import('./rare-fields')) => ComponentType<FieldProps>) =>
  lazyRetrying<FieldProps>(() => import('./rare-fields').then((module) => ({ default: pick(module) })));
export const LongTextFieldPart = rarePart((module) => module.LongTextField);
export const PasswordTextFieldPart = rarePart((module) => module.PasswordTextField);
export const RadioFieldPart = rarePart((module) => module.RadioField);
export const SwitchFieldPart = rarePart((module) => module.SwitchField);
export const SegmentedFieldPart = rarePart((module) => module.SegmentedField);

const PART_OF_KIND: Partial<Record<FieldKind, PartLoad>> = {
  integer: NumberFieldPart,
  decimal: NumberFieldPart,
  file: FileFieldPart,
  files: FileFieldPart,
  textarea: LongTextFieldPart,
  password: PasswordTextFieldPart,
  radio: RadioFieldPart,
  switch: SwitchFieldPart,
  segmented: SegmentedFieldPart,
};

/** The parts a form's fields need (every field, shown or not: one that appears later must not wait). */
export const partsOfKinds = (kinds: Iterable<FieldKind>) => [...new Set([...kinds].flatMap((kind) => PART_OF_KIND[kind] ?? []))];

/** Starts loading every part (for tests and stories that draw a form at once). */
export const preloadFieldParts = () => Promise.all(Object.values(PART_OF_KIND).map((part) => part.preload())).then(() => undefined);

/**
 * Whether the parts of the model's fields are here; asks for the missing ones (all at once) and draws again when
 * they are. Until then the form shows its placeholder, so its fields appear together, without a field popping in.
 */
export function useFieldPartsReady(model: AnyFormModel): boolean {
  // The kinds of the model's fields that have a part, as one string (useStoreMap compares it by value).
  const kinds = useStoreMap({
    store: model.$fields,
    keys: [],
    fn: (fields) => [...new Set(Object.values(fields).map((field) => field.kind))].filter((kind) => kind in PART_OF_KIND).sort().join(' '),
  });
  const parts = useMemo(() => partsOfKinds(kinds === '' ? [] : (kinds.split(' ') as FieldKind[])), [kinds]);
  return usePartsReady(parts);
}
