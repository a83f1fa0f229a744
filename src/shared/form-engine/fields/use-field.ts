import { useStoreMap, useUnit } from 'effector-react';
import type { AnyFormModel, FieldView } from '../factory/types';

const DEEP_KEYS = new Set<keyof FieldView>(['value', 'options', 'span', 'error', 'promo', 'fileProblems']);

/** Two views render the same: their plain keys are identical and their structured ones equal. */
function sameView(a: FieldView | null, b: FieldView | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (Object.keys(a) as (keyof FieldView)[]).every((key) =>
    DEEP_KEYS.has(key) ? JSON.stringify(a[key]) === JSON.stringify(b[key]) : a[key] === b[key],
  );
}

/** One field's view from the model; the component re-renders only when that field changes. */
export function useFieldView(model: AnyFormModel, name: string): FieldView | null {
  return useStoreMap({
    store: model.$fields,
    keys: [name],
    fn: (fields, [key]) => fields[key] ?? null,
    updateFilter: (next, current) => !sameView(next, current),
  });
}

/** The events a field component fires. */
export function useFieldEvents(model: AnyFormModel) {
  return useUnit({
    changed: model.fieldChanged,
    focused: model.fieldFocused,
    blurred: model.fieldBlurred,
    filesChosen: model.filesChosen,
    fileRemoved: model.fileRemoved,
    promoCheckRequested: model.promoCheckRequested,
    buttonPressed: model.buttonPressed,
    optionsReloadRequested: model.optionsReloadRequested,
  });
}

export type FieldEvents = ReturnType<typeof useFieldEvents>;
