import { useLingui } from '@lingui/react/macro';
import { MultiSelect, Select, type ComboboxData } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { FieldOption } from '../rules/options';
import { floatingProps } from './floating';
import { OptionsFailed } from './options-failed';
import type { FieldProps } from './text-fields';

/**
 * Mantine's Select and MultiSelect over a field: their own chunk with Combobox, Popover and Floating UI (~35 KB br),
 * asked for when a list field is reached or the browser is idle after the form has painted, not before the first
 * paint of every form (docs/decisions/choice-fields-on-demand.md). choice-fields.tsx draws the light field until then.
 */

/** Options for Mantine's combobox: grouped under their dictionary parent when they have one. */
export function comboboxData(options: readonly FieldOption[]): ComboboxData {
  if (!options.some((option) => option.group)) return options.map((option) => ({ value: option.value, label: option.label }));
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const option of options) {
    const group = option.group ?? '';
    groups.set(group, [...(groups.get(group) ?? []), { value: option.value, label: option.label }]);
  }
  return [...groups.entries()].map(([group, items]) => ({ group, items }));
}

/** What Select and MultiSelect share over a field: label and messages, focus, options, the list's loading and failure. */
function useListProps({ view, events }: FieldProps, error: string | undefined, pills = false) {
  const { t } = useLingui();
  const loading = view.optionsStatus === 'loading';
  const { props } = floatingProps(view, { error, pills });
  return {
    ...props,
    description: view.optionsStatus === 'failed' ? <OptionsFailed onRetry={() => events.optionsReloadRequested(view.name)} /> : props.description,
    onFocus: () => events.focused(view.name),
    onBlur: () => events.blurred(view.name),
    data: comboboxData(view.options),
    loading,
    'aria-busy': loading || undefined,
    nothingFoundMessage: loading ? t`Loading the list…` : t`Nothing found`,
    comboboxProps: { withinPortal: true },
  };
}

export type FullSelectProps = FieldProps & {
  value: string | null;
  error: string | undefined;
  opened: boolean;
  /** What was typed into the light field of a searchable list while this code loaded: the search it starts with. */
  typed?: string;
};

/**
 * The search of a searchable Select, starting with `typed`. Mantine's Select sets its search from the value when it
 * mounts (empty for no value, the option's label for one), which would wipe what was typed: those first updates,
 * made by its effects before this component's own, are not taken when there is something typed.
 */
function useTypedSearch(typed: string | undefined) {
  const [search, setSearch] = useState(typed ?? '');
  const mounting = useRef(typed !== undefined);
  useEffect(() => {
    mounting.current = false;
  }, []);
  return { searchValue: search, onSearchChange: (next: string) => (mounting.current ? undefined : setSearch(next)) };
}

/** One choice from a list (searchable for `search`), clearable when optional; opened at once when reached by pointer. */
export function FullSelect({ view, events, value, error, opened, typed }: FullSelectProps) {
  const props = useListProps({ view, events }, error);
  const searchable = view.kind === 'search';
  const search = useTypedSearch(typed);
  return (
    <Select
      {...props}
      {...(searchable ? search : {})}
      value={value}
      onChange={(next) => events.changed({ name: view.name, value: next ?? '' })}
      searchable={searchable}
      clearable={!view.required}
      allowDeselect={!view.required}
      defaultDropdownOpened={opened}
    />
  );
}

export type FullMultiSelectProps = FieldProps & {
  error: string | undefined;
  /** The light field was reached while this code loaded: this one takes the focus, opened when it was pressed. */
  focused?: boolean;
  opened?: boolean;
};

/** Several choices, shown as pills. */
export function FullMultiSelect({ view, events, error, focused = false, opened = false }: FullMultiSelectProps) {
  const props = useListProps({ view, events }, error, true);
  return (
    <MultiSelect
      {...props}
      autoFocus={focused}
      defaultDropdownOpened={opened}
      value={Array.isArray(view.value) ? (view.value as string[]) : []}
      onChange={(next) => events.changed({ name: view.name, value: next })}
      searchable
      clearable
      hidePickedOptions
    />
  );
}
