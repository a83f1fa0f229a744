import * as v from 'valibot';
import { id, optionalText } from '../schemas-common';

/**
 * The server-described forms (public-site.md §3 "Form field descriptor", §7 "Interface permissions",
 * "Dynamic select fields", "On-change input value", "Dictionaries", "Public calculators";
 * customer-portal.md §3). This file is the contract between the form engine and the backend (and
 * the simulator, whose fixtures are typed with `v.InferInput` of these schemas).
 *
 * The spec names the fields but not their JSON types; the backend is a PHP-era API, so flags come as
 * 0/1, "0"/"1" or booleans and ids as numbers or strings. Everything is normalised here, once:
 * flags → boolean, ids → string, missing lists → [].
 */

/** 0/1, "0"/"1", true/false, null → boolean (null and absent take the default). */
export const flag = (fallback: boolean) =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.boolean(), v.number(), v.string()])),
      v.transform((value) => (value === null ? fallback : value === true || value === 1 || value === '1' || value === 'true')),
    ),
    fallback,
  );

const optionalId = v.optional(v.nullable(id), null);

/** Every TYPE of the spec. */
export const FIELD_TYPES = [
  'str',
  'int',
  'float',
  'number',
  'bool',
  'date',
  'datetime',
  'time',
  'text',
  'pass',
  'radio',
  'phone',
  'span',
  'promo',
  'file',
  'multiSelectFile',
  'search',
  'button',
  'radiogroup',
  'toggle',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * A condition on the current form values, used by `field_rules.when` and by option `conditions`.
 * `field` is a FIELD_NAME; `op` defaults to `eq`. `in`/`nin` take a list; `empty`/`filled` take no value.
 */
export const CONDITION_OPS = ['eq', 'neq', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'empty', 'filled'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];
export const conditionSchema = v.object({
  field: v.string(),
  op: v.optional(v.picklist(CONDITION_OPS), 'eq'),
  value: v.optional(v.unknown()),
});
export type Condition = v.InferOutput<typeof conditionSchema>;
// Lists first: valibot's object schemas accept arrays (they are objects), so the list branch must be tried first.
const conditions = v.optional(v.nullable(v.union([v.array(conditionSchema), conditionSchema])), null);

/**
 * `field_rules` (value, visible, disabled, when, min). A rule applies when every `when` condition
 * holds (no `when`: always). Several rules may be given as a list; later ones win.
 * `min` is the earliest allowed date of a date field: DD/MM/YYYY, an ISO date, or `today` / `today+N`.
 */
export const fieldRuleSchema = v.object({
  value: v.optional(v.unknown()),
  visible: v.optional(v.nullable(flag(true)), null),
  disabled: v.optional(v.nullable(flag(false)), null),
  when: conditions,
  min: optionalText,
});
export type FieldRule = v.InferOutput<typeof fieldRuleSchema>;

/** An option of a select / radio / radiogroup (DICTIONVALUES, dynamic select answers). */
export const optionSchema = v.looseObject({
  NUMID: optionalId,
  CHARID: optionalText,
  NAME_A: v.string(),
  element_type: optionalText,
  /** The option is offered only while these hold. */
  conditions,
  POPUPVARIETY: v.optional(v.unknown()),
  /** Options flagged not visible are dropped (public-site.md §3). */
  visible: flag(true),
});
export type OptionDescriptor = v.InferOutput<typeof optionSchema>;

/** `col`: the span on the 24-column grid, one number (lg; xs stays 24) or per breakpoint. Default xs 24 / lg 12. */
export const colSchema = v.optional(
  v.nullable(
    v.union([
      v.number(),
      v.object({ xs: v.optional(v.number()), sm: v.optional(v.number()), md: v.optional(v.number()), lg: v.optional(v.number()) }),
    ]),
  ),
  null,
);

export const fieldDescriptorSchema = v.looseObject({
  ID: id,
  /** The label. */
  TEXT: v.optional(v.string(), ''),
  FIELD_NAME: v.string(),
  TYPE: v.picklist(FIELD_TYPES),
  /** For float: the number of decimals. Other types may carry a variant name. */
  SUBTYPE: v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  /** Fields not granted are dropped from the form. */
  GRANTED: flag(true),
  required: flag(false),
  editable: flag(true),
  display: flag(true),
  /** Help text shown under the field. */
  message: optionalText,
  color: optionalText,
  col: colSchema,
  /** The field is shown only while these hold. */
  conditions,
  fild_key: optionalText,
  /** Presentation variant: `select`, `multiselect`, `checkbox`, `switch`, `textarea`, `segmented`… */
  type_view: optionalText,
  /** Path of the application client that lists this field's options (dynamic select). */
  API: optionalText,
  DICTIONVALUES: v.optional(v.nullable(v.array(optionSchema)), []),
  /** The changing this field sends an on-change request (the field is an "initiator"). */
  dynamicItems: v.optional(v.unknown()),
  /** Extra props: placeholder, params for the API call, min/max, maxFiles, accept, allowed (latin-name / latin-address)… */
  propsData: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
  field_rules: v.optional(v.nullable(v.union([v.array(fieldRuleSchema), fieldRuleSchema])), null),
  /** Initial value. */
  value: v.optional(v.unknown()),
});
export type FieldDescriptor = v.InferOutput<typeof fieldDescriptorSchema>;
export type FieldDescriptorInput = v.InferInput<typeof fieldDescriptorSchema>;

/** get-popup-input-list (TABID) and its /public/ variant, every descriptor checked (a bad one fails the whole list). */
export const inputListSchema = v.looseObject({
  result: v.array(fieldDescriptorSchema),
  /** The tab's title, description and keywords (wizard and calculator tabs have their own). */
  TITLE: optionalText,
  DESCRIPTION: optionalText,
  KEYWORDS: optionalText,
});

/**
 * The same answer as the calls read it: the list is kept raw and the form engine parses it item by item
 * (`parseDescriptors` in shared/form-engine), so one bad descriptor is reported and the others still render.
 */
export const rawInputListSchema = v.looseObject({
  result: v.optional(v.nullable(v.array(v.unknown())), []),
  TITLE: optionalText,
  DESCRIPTION: optionalText,
  KEYWORDS: optionalText,
});
export type RawInputList = v.InferOutput<typeof rawInputListSchema>;

/**
 * GET /api/interface/form/{id}: a stored form, i.e. its descriptors (raw, as above) and the values saved
 * last time (wire format: what POST sent).
 */
export const interfaceFormSchema = v.looseObject({
  result: v.optional(v.nullable(v.array(v.unknown())), []),
  values: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
  TITLE: optionalText,
  DESCRIPTION: optionalText,
  KEYWORDS: optionalText,
});
export type InterfaceForm = v.InferOutput<typeof interfaceFormSchema>;

/** POST /api/interface/form/{id}: the saved values (a `message` shows the success toast). */
export const interfaceFormSavedSchema = v.looseObject({
  result: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
  message: v.optional(v.string()),
});

/** get-buttons-list (PARENTID). */
export const buttonDescriptorSchema = v.looseObject({
  ID: id,
  TEXT: v.string(),
  FIELD_NAME: optionalText,
  GRANTED: flag(true),
  color: optionalText,
  API: optionalText,
  type_view: optionalText,
});
export type ButtonDescriptor = v.InferOutput<typeof buttonDescriptorSchema>;
export const buttonListSchema = v.looseObject({ result: v.array(buttonDescriptorSchema) });

/** get-grid-list (PARENTID): grid columns. */
export const gridColumnSchema = v.looseObject({
  ID: id,
  TEXT: v.string(),
  FIELD_NAME: v.string(),
  TYPE: v.optional(v.picklist(FIELD_TYPES), 'str'),
  GRANTED: flag(true),
  col: colSchema,
});
export type GridColumn = v.InferOutput<typeof gridColumnSchema>;
export const gridListSchema = v.looseObject({ result: v.array(gridColumnSchema) });

/** get-menu-list: the server-driven menu (profile tabs). `URL` or `CHARID` names the target; children nest. */
export interface MenuItemDescriptor {
  ID: string;
  TEXT: string;
  GRANTED: boolean;
  CHARID: string | null;
  URL: string | null;
  ICON: string | null;
  PARENTID: string | null;
  children: MenuItemDescriptor[];
}
export const menuItemSchema: v.GenericSchema<unknown, MenuItemDescriptor> = v.object({
  ID: id,
  TEXT: v.string(),
  GRANTED: flag(true),
  CHARID: optionalText,
  URL: optionalText,
  ICON: optionalText,
  PARENTID: optionalId,
  children: v.optional(
    v.pipe(
      v.nullable(v.array(v.lazy(() => menuItemSchema))),
      v.transform((list): MenuItemDescriptor[] => list ?? []),
    ),
    [],
  ),
});
export const menuListSchema = v.looseObject({ result: v.array(menuItemSchema) });

/** get-filter-list (PARENTID): the filter fields of a grid, descriptors like an input list (kept raw). */
export const filterListSchema = rawInputListSchema;

/** /api/interface/info/: what the interface backend says about itself (version, languages, server time). */
export const interfaceInfoSchema = v.looseObject({
  result: v.looseObject({
    version: v.optional(v.string(), ''),
    server_time: v.optional(v.string(), ''),
    langs: v.optional(v.array(v.string()), []),
  }),
});
export type InterfaceInfo = v.InferOutput<typeof interfaceInfoSchema>['result'];

/** Dynamic select fields and option lists: `result_list` of NAME_A with NUMID or CHARID. */
export const optionListSchema = v.looseObject({ result_list: v.array(optionSchema) });

/**
 * Dictionaries (/diction_s/…, bank lists, countries): entries are mapped to { title, value, children }
 * from NAME / NAME_A / TEXT, NUMID / CHARID / COUNTRY and POPUPVARIETY (public-site.md §3).
 */
export interface DictionaryEntry {
  /** Some option lists answer `value` / `label` directly (customer-portal.md §7). */
  value?: string | number | null;
  label?: string | null;
  NAME?: string | null;
  NAME_A?: string | null;
  TEXT?: string | null;
  NUMID?: string | number | null;
  CHARID?: string | null;
  COUNTRY?: string | null;
  POPUPVARIETY?: unknown;
  children?: DictionaryEntry[] | null;
}
export const dictionaryEntrySchema: v.GenericSchema<DictionaryEntry> = v.looseObject({
  value: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  label: v.optional(v.nullable(v.string())),
  NAME: v.optional(v.nullable(v.string())),
  NAME_A: v.optional(v.nullable(v.string())),
  TEXT: v.optional(v.nullable(v.string())),
  NUMID: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  CHARID: v.optional(v.nullable(v.string())),
  COUNTRY: v.optional(v.nullable(v.string())),
  POPUPVARIETY: v.optional(v.unknown()),
  children: v.optional(v.nullable(v.array(v.lazy(() => dictionaryEntrySchema)))),
});
export const dictionarySchema = v.looseObject({ result_list: v.array(dictionaryEntrySchema) });

/** On-change input value: the answer's list sets values and rules of other fields. */
export const onChangeSchema = v.looseObject({
  result_list: v.array(
    v.looseObject({
      field: v.string(),
      value: v.optional(v.unknown()),
      fieldRules: v.optional(
        v.nullable(v.looseObject({ value: v.optional(v.unknown()), visible: v.optional(v.nullable(flag(true)), null), disabled: v.optional(v.nullable(flag(false)), null) })),
        null,
      ),
    }),
  ),
});

export type OnChangeAnswer = v.InferOutput<typeof onChangeSchema>;

/** /files/upload answer: the stored file (public-site.md §3 "uploaded file"). */
export const uploadedFileSchema = v.looseObject({
  id: id,
  kind: v.optional(v.string(), ''),
  name: v.string(),
  type: v.optional(v.string(), ''),
  size: v.optional(v.number(), 0),
  file: v.string(),
});
export type UploadedFile = v.InferOutput<typeof uploadedFileSchema>;
export const uploadResultSchema = v.looseObject({ data: uploadedFileSchema });
/** /files/delete answer: nothing the product reads. */
export const deleteFileSchema = v.unknown();

/** /promo-code/checker (REFERRAL, CODE). */
export const promoResultSchema = v.looseObject({
  valid: flag(false),
  discount: v.optional(v.nullable(v.number()), null),
  message: v.optional(v.string()),
});
export type PromoResult = v.InferOutput<typeof promoResultSchema>;

/** Public calculators: result with premium, amount_text, amount. */
export const calcResultSchema = v.looseObject({
  result: v.looseObject({
    premium: v.number(),
    amount: v.number(),
    amount_text: v.string(),
  }),
});
export type CalcResult = v.InferOutput<typeof calcResultSchema>['result'];
