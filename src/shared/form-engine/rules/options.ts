import type { Condition, DictionaryEntry, OptionDescriptor } from '@/shared/api';
import { conditionsHold, type Values } from './conditions';

/**
 * Options of choice fields, from the descriptor's DICTIONVALUES or from the answer of its API path
 * (dynamic selects and the §7 dictionaries). Both become `FieldOption`s.
 */
export interface FieldOption {
  value: string;
  label: string;
  /** Offered only while these hold. */
  conditions: Condition | Condition[] | null;
  /** The label of the parent entry, for grouped dictionaries. */
  group?: string;
  /** POPUPVARIETY: the backend's category of the entry (e.g. a country's zone), passed through. */
  variety?: unknown;
}

/** A dictionary entry mapped as public-site.md §3 says: title, value and children. */
export interface DictionaryItem {
  title: string;
  value: string;
  children: DictionaryItem[];
  variety?: unknown;
  conditions?: Condition | Condition[] | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const firstText = (...values: unknown[]) => values.map(text).find((value) => value !== '') ?? '';

/** DICTIONVALUES → options (NUMID or CHARID is the value, NAME_A the label). Not-visible options are left out. */
export function optionsFromDescriptor(options: readonly OptionDescriptor[] | null | undefined): FieldOption[] {
  return (options ?? [])
    .filter((option) => option.visible)
    .map((option) => ({
      value: firstText(option.NUMID, option.CHARID),
      label: option.NAME_A,
      conditions: option.conditions ?? null,
      variety: option.POPUPVARIETY,
    }))
    .filter((option) => option.value !== '');
}

type EntryWithExtras = DictionaryEntry & { visible?: unknown; conditions?: Condition | Condition[] | null };

const isHidden = (entry: EntryWithExtras) => entry.visible === false || entry.visible === 0 || entry.visible === '0';

/**
 * Dictionary entries → { title, value, children }. The title is `label`, NAME_A, NAME or TEXT; the value is
 * `valueKey` when the field names one (propsData.valueKey), else `value`, NUMID, CHARID or COUNTRY.
 * Entries without a title or a value (and entries flagged not visible) are left out; children keep their order.
 */
export function dictionaryItems(entries: readonly DictionaryEntry[], valueKey?: string | null): DictionaryItem[] {
  const items: DictionaryItem[] = [];
  for (const entry of entries as readonly EntryWithExtras[]) {
    if (isHidden(entry)) continue;
    const title = firstText(entry.label, entry.NAME_A, entry.NAME, entry.TEXT);
    const value = valueKey
      ? text((entry as Record<string, unknown>)[valueKey])
      : firstText(entry.value, entry.NUMID, entry.CHARID, entry.COUNTRY);
    const children = dictionaryItems(entry.children ?? [], valueKey);
    if (!title || (!value && children.length === 0)) continue;
    items.push({ title, value, children, variety: entry.POPUPVARIETY, conditions: entry.conditions ?? null });
  }
  return items;
}

/** The selectable options of a dictionary: leaves, grouped under their parent's title. */
export function optionsFromDictionary(items: readonly DictionaryItem[], group?: string): FieldOption[] {
  return items.flatMap((item): FieldOption[] =>
    item.children.length > 0
      ? optionsFromDictionary(item.children, item.title)
      : [{ value: item.value, label: item.title, conditions: item.conditions ?? null, variety: item.variety, ...(group ? { group } : {}) }],
  );
}

/** The options on offer with the current values (option conditions). */
export function availableOptions(options: readonly FieldOption[], values: Values): FieldOption[] {
  return options.filter((option) => conditionsHold(option.conditions, values));
}
