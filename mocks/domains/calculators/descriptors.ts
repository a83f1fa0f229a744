import type { Condition, FieldDescriptorInput } from '@/shared/api/interface/schemas';
import type { Localized, ServerLang } from '../../lib/respond';
import { LABELS, type FieldName } from './labels';
import { toOptions } from './options';
import type { TariffRow } from './tariffs/types';

/**
 * Builders of the calculators' field descriptors (the form contract of src/shared/api/interface/schemas.ts),
 * so each form below reads as a list of its fields. Labels come from labels.ts, options from the tariff
 * tables (static DICTIONVALUES) or from a dictionary endpoint (API).
 */
interface Common {
  /** Shown only while these hold. */
  conditions?: Condition | Condition[];
  /** Changing it asks the backend for the values of other fields (on-change input value). */
  initiator?: boolean;
  required?: boolean;
  editable?: boolean;
  col?: FieldDescriptorInput['col'];
  message?: Localized;
  value?: unknown;
}

export class FormBuilder {
  private next = 1;

  constructor(
    private readonly tabId: number,
    readonly lang: ServerLang,
  ) {}

  private base(name: FieldName, type: FieldDescriptorInput['TYPE'], common: Common): FieldDescriptorInput {
    return {
      ID: this.tabId * 100 + this.next++,
      TEXT: LABELS[name][this.lang],
      FIELD_NAME: name,
      TYPE: type,
      required: common.required === false ? 0 : 1,
      editable: common.editable === false ? 0 : 1,
      GRANTED: 1,
      ...(common.conditions ? { conditions: common.conditions } : {}),
      ...(common.initiator ? { dynamicItems: 1 } : {}),
      ...(common.col !== undefined ? { col: common.col } : {}),
      ...(common.message ? { message: common.message[this.lang] } : {}),
      ...(common.value !== undefined ? { value: common.value } : {}),
    };
  }

  /** A select whose options the app loads from a dictionary endpoint. */
  dictionary(name: FieldName, api: string, common: Common = {}): FieldDescriptorInput {
    return { ...this.base(name, 'str', common), type_view: 'select', API: api, DICTIONVALUES: [] };
  }

  /** A select with its options in the descriptor. */
  select<F>(name: FieldName, rows: readonly TariffRow<F>[], common: Common = {}): FieldDescriptorInput {
    return { ...this.base(name, 'str', common), type_view: 'select', DICTIONVALUES: toOptions(rows, this.lang) };
  }

  /** Radio buttons (a few options, all visible at once). */
  radio<F>(name: FieldName, rows: readonly TariffRow<F>[], common: Common = {}): FieldDescriptorInput {
    return { ...this.base(name, 'radiogroup', common), DICTIONVALUES: toOptions(rows, this.lang) };
  }

  /**
   * A whole number; `min`/`max`/`step` and a placeholder go to propsData. The calculators give no min/max:
   * the input would silently clamp a typed value, where the endpoint says in words what the range is.
   */
  integer(name: FieldName, props: { min?: number; max?: number; step?: number; placeholder?: Localized } & Common = {}): FieldDescriptorInput {
    const { min, max, step, placeholder, ...common } = props;
    return {
      ...this.base(name, 'int', common),
      propsData: {
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(step !== undefined ? { step } : {}),
        ...(placeholder ? { placeholder: placeholder[this.lang] } : {}),
      },
    };
  }

  /** A DD/MM/YYYY date; `min` is the earliest day (`today`, `today+N` or DD/MM/YYYY). */
  date(name: FieldName, props: { min?: string } & Common = {}): FieldDescriptorInput {
    const { min, ...common } = props;
    return { ...this.base(name, 'date', common), ...(min ? { field_rules: { min } } : {}) };
  }

  /** A field the backend keeps for other roles (agents): sent with GRANTED 0, so the app drops it. */
  notGranted(name: string, label: Localized): FieldDescriptorInput {
    return { ID: this.tabId * 100 + this.next++, TEXT: label[this.lang], FIELD_NAME: name, TYPE: 'float', SUBTYPE: 1, GRANTED: 0, required: 0 };
  }
}
