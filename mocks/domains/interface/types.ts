import type * as v from 'valibot';
import type { buttonDescriptorSchema, FieldDescriptorInput, gridColumnSchema } from '@/shared/api/interface/schemas';
import type { ServerLang } from '../../lib/respond';

/**
 * A server-described form of the simulator: what `get-popup-input-list` (and its `/public/` variant)
 * answers for a TABID, and how the on-change round trip of that form behaves.
 *
 * Domains that own forms (calculators, later the purchase wizards, registration, compensation) export
 * lists of these; `mocks/domains/interface` serves them. The lists are static imports (no registration
 * side effects).
 */
export interface FormDefinition {
  /** TABID asked by get-popup-input-list. */
  tabId: number;
  /** Served by `/mobile/interface/get-popup-input-list/public/` without a session; else only signed in. */
  access: 'public' | 'authorized';
  /** One line for the developer panel and tests. */
  name: string;
  /** The tab's own title, description and keywords, per language (TITLE / DESCRIPTION / KEYWORDS). */
  meta?: Record<ServerLang, { title: string; description: string; keywords: string }>;
  /** The descriptors, in the request language. Include fields with GRANTED 0 and options with visible 0 where the real backend would. */
  fields: (lang: ServerLang) => FieldDescriptorInput[];
  /**
   * On-change input value (`/mobile/interface/on-change-input-value/`): `initiators` are the FIELD_NAMEs that
   * changed, `values` the whole form. Answer what other fields get (value and/or fieldRules visible/disabled).
   */
  onChange?: (input: { initiators: string[]; values: Record<string, unknown>; lang: ServerLang }) => OnChangeAnswerItem[];
  /** get-buttons-list with PARENTID = tabId. Include buttons with GRANTED 0 where the real backend would. */
  buttons?: (lang: ServerLang) => ButtonInput[];
  /**
   * Extra server-side checks of POST /api/interface/form/{tabId}, after the generic ones (required, phone, date,
   * e-mail, field_rules.min): FIELD_NAME → message, in the request language.
   */
  validate?: (input: { values: Record<string, unknown>; lang: ServerLang }) => Record<string, string>;
}

export type ButtonInput = v.InferInput<typeof buttonDescriptorSchema>;
export type GridColumnInput = v.InferInput<typeof gridColumnSchema>;

/** A grid of the simulator: get-grid-list (PARENTID) columns, and its get-filter-list fields. */
export interface GridDefinition {
  parentId: number;
  /** Served by `/mobile/interface/get-grid-list/public/` without a session; else only signed in. */
  access: 'public' | 'authorized';
  name: string;
  columns: (lang: ServerLang) => GridColumnInput[];
  filters?: (lang: ServerLang) => FieldDescriptorInput[];
  /** A grid that carries its data: the signed-in customer's rows (answered as `data` next to the columns). */
  rows?: (customer: string, lang: ServerLang) => Record<string, string | number | null>[];
}

/** A type alias, not an interface: it must satisfy the looseObject input of `onChangeSchema` (an index signature). */
export type OnChangeAnswerItem = {
  field: string;
  value?: unknown;
  fieldRules?: { value?: unknown; visible?: boolean | 0 | 1; disabled?: boolean | 0 | 1 };
};
