import type { Effect, Event, EventCallable, Store } from 'effector';
import type { ApiError, FieldDescriptor, FieldWarnings, UploadedFile } from '@/shared/api';
import type { UploadList } from '@/shared/upload';
import type { AccessRequest } from '../rules/access';
import type { DescriptorProblem } from '../rules/descriptors';
import type { FieldKind } from '../rules/field-kind';
import type { FileProblem } from '../rules/files';
import type { ColumnSpan } from '../rules/layout';
import type { FieldOption } from '../rules/options';
import type { FieldError, PromoState } from '../rules/validate';
import type { FieldValue, FormValues, WireValues } from '../rules/values';

/** Where a form's descriptors come from. */
export type FormSource =
  /** get-popup-input-list (TABID); `access` picks the /public/ variant (default `auto`: by session). */
  | { kind: 'input-list'; tabId: number | string; access?: AccessRequest; parentId?: number | string | null }
  /** GET /api/interface/form/{id}: descriptors and the values saved last time. */
  | { kind: 'interface-form'; id: number | string }
  /** The consumer hands the descriptors over (`descriptorsReceived`): local forms, stories, tests. */
  | { kind: 'static' };

/** What `opened` may change for this opening (a calculator tab, a wizard step). */
export interface FormOpenParams {
  tabId?: number | string;
  id?: number | string;
}

export interface FormMeta {
  title: string | null;
  description: string | null;
  keywords: string | null;
}

export interface FormModelConfig<Done = unknown> {
  /** Unique per page: DOM ids (`{name}-{FIELD_NAME}`) and unit names derive from it. */
  name: string;
  source: FormSource;
  /**
   * Sends the valid form (wire values). Its failure's `warning_d` lands under the matching fields.
   * Default for an `interface-form` source: POST /api/interface/form/{id}. Without it, listen to `validSubmitted`.
   */
  submitFx?: Effect<WireValues, Done, ApiError> | Effect<Record<string, unknown>, Done, ApiError>;
  /**
   * REFERRAL of promo fields whose descriptor has no `propsData.referral` (the product category): fixed, or a store
   * for a model that serves several products (the purchase wizard: the product being bought).
   */
  referral?: string | Store<string | null>;
}

export type OptionsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Everything a field component needs, computed by the model. Components render this and fire events. */
export interface FieldView {
  name: string;
  /** DOM id of the input. */
  id: string;
  kind: FieldKind;
  descriptor: FieldDescriptor;
  label: string;
  /** Help text under the field (descriptor `message`). */
  message: string | null;
  placeholder: string | null;
  value: FieldValue;
  visible: boolean;
  disabled: boolean;
  required: boolean;
  /** ISO day before which the picker disables days. */
  minDate: string | null;
  span: ColumnSpan;
  options: FieldOption[];
  optionsStatus: OptionsStatus;
  /** The error to show now (server warnings always; client errors once touched or after a submit). */
  error: FieldError | null;
  focused: boolean;
  /** Files being uploaded into this field. */
  uploading: number;
  fileProblems: FileProblem[];
  promo: PromoState;
  /** Changing this field asks the server what the others get (dynamicItems). */
  initiator: boolean;
}

export interface FormModel<Done = unknown> {
  readonly name: string;

  // ---- what pages, widgets and components fire
  /** Load the descriptors (input list or interface form); reloads on a language change while open. */
  opened: EventCallable<FormOpenParams>;
  /** Forget the form: descriptors, values, errors. */
  closed: EventCallable<void>;
  /** Load again after a failure. */
  retried: EventCallable<void>;
  /** Hand descriptors over directly (static forms, stories, tests). The raw list is parsed item by item. */
  descriptorsReceived: EventCallable<unknown[]>;
  /** Set values from outside (wire format, e.g. a prefill from the profile). Not an on-change trigger. */
  valuesPatched: EventCallable<Record<string, unknown>>;
  fieldChanged: EventCallable<{ name: string; value: unknown }>;
  fieldFocused: EventCallable<string>;
  fieldBlurred: EventCallable<string>;
  filesChosen: EventCallable<{ name: string; files: File[] }>;
  fileRemoved: EventCallable<{ name: string; id: string }>;
  promoCheckRequested: EventCallable<string>;
  /** Load a field's option list again (after it failed). */
  optionsReloadRequested: EventCallable<string>;
  /** A TYPE "button" field was pressed (initiators also send on-change). */
  buttonPressed: EventCallable<string>;
  submitted: EventCallable<void>;
  /** Server field warnings (warning_d) from a call the consumer made itself. */
  warningsReceived: EventCallable<FieldWarnings>;

  // ---- what the model tells its consumer
  validSubmitted: Event<WireValues>;
  invalidSubmitted: Event<string[]>;
  /** A TYPE "button" field was pressed: its descriptor. */
  fieldButtonPressed: Event<FieldDescriptor>;
  /** The on-change answer was applied. */
  changeApplied: Event<void>;

  // ---- state
  $descriptors: Store<FieldDescriptor[]>;
  $problems: Store<DescriptorProblem[]>;
  $meta: Store<FormMeta | null>;
  $values: Store<FormValues>;
  /** The form as it would be sent now (fields shown, and server carriers). */
  $payload: Store<WireValues>;
  /** Every field's view, by FIELD_NAME. */
  $fields: Store<Record<string, FieldView>>;
  /** FIELD_NAMEs of the fields shown, in the server's order. */
  $visibleNames: Store<string[]>;
  /** Errors shown now, by FIELD_NAME. */
  $errors: Store<Record<string, FieldError>>;
  /** No client error in any shown field (touched or not). */
  $isValid: Store<boolean>;
  $loading: Store<boolean>;
  $loadFailed: Store<boolean>;
  $submitting: Store<boolean>;
  /** An on-change round trip is on its way. */
  $changing: Store<boolean>;
  /** The upload list of the file fields (slot = FIELD_NAME): each file's state (preparing, uploading, failed…). */
  uploads: UploadList<string>;

  // ---- effects (replace them in tests and stories with fork({ handlers }))
  loadFx: Effect<LoadRequest, LoadAnswer, ApiError>;
  loadOptionsFx: Effect<OptionsRequest, OptionsAnswer, ApiError>;
  onChangeFx: Effect<OnChangeRequest, OnChangeResult, ApiError>;
  uploadFx: Effect<UploadRequest, UploadAnswer, ApiError>;
  removeFileFx: Effect<RemoveRequest, void, ApiError>;
  checkPromoFx: Effect<PromoRequest, PromoAnswer, ApiError>;
  submitFx: Effect<WireValues, Done, ApiError>;
}

/** A form model of any submit result: what components and helpers take. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Effect<_, Done> is invariant in Done; components never read it.
export type AnyFormModel = FormModel<any>;

export type LoadRequest =
  | { kind: 'input-list'; key: string; tabId: number | string; access: 'public' | 'authorized' }
  | { kind: 'interface-form'; key: string; id: number | string };

export interface LoadAnswer {
  key: string;
  list: unknown[];
  values: Record<string, unknown> | null;
  meta: FormMeta;
}

export interface OptionsRequest {
  name: string;
  key: string;
  path: string;
  params: Record<string, unknown>;
  valueKey: string | null;
}
export interface OptionsAnswer {
  name: string;
  key: string;
  options: FieldOption[];
}

export interface OnChangeRequest {
  seq: number;
  TABID: number | string | null;
  initiators: string[];
  values: WireValues;
}
export interface OnChangeResult {
  seq: number;
  items: OnChangeItem[];
}
export interface OnChangeItem {
  field: string;
  value?: unknown;
  fieldRules?: { value?: unknown; visible?: boolean | null; disabled?: boolean | null } | null;
}

export interface UploadRequest {
  name: string;
  file: File;
  kind: string;
  ownerId: string | number;
  /** Hears the share of the bytes sent (0–1). */
  onProgress?: (fraction: number) => void;
}
export interface UploadAnswer {
  name: string;
  file: UploadedFile;
}
export interface RemoveRequest {
  name: string;
  id: string;
  file: string;
}
export interface PromoRequest {
  name: string;
  REFERRAL: string;
  CODE: string;
}
export interface PromoAnswer {
  name: string;
  code: string;
  valid: boolean;
  discount: number | null;
  message: string | null;
}

export type { FieldValue, FormValues, WireValues };
