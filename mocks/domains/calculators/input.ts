import { conditionHolds } from '@/shared/form-engine/server-rules';
import { requiredText, type ServerLang } from '../../lib/respond';
import { parseDay, startOfDay } from './dates';
import { LABELS, type FieldName } from './labels';
import { rowOf, type TariffRow, type TariffTable } from './tariffs/types';
import { money, say, type TextKey } from './texts';

/**
 * Reads a calculator payload ("the form values minus nulls") the way the backend would: every value may
 * come as a number or a string, dates as DD/MM/YYYY (or ISO), and each problem becomes a `warning_d`
 * entry under the field's FIELD_NAME, in the request language.
 */
export type Warnings = Record<string, string[]>;


const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export class InputReader {
  readonly warnings: Warnings = {};

  constructor(
    readonly fields: Record<string, unknown>,
    readonly lang: ServerLang,
  ) {}

  get failed(): boolean {
    return Object.keys(this.warnings).length > 0;
  }

  /** Records a warning under a field (only the first one per field is kept: the user fixes one thing at a time). */
  warn(field: FieldName, key: TextKey, params: Record<string, string | number> = {}): undefined {
    if (!this.warnings[field]) this.warnings[field] = [say(key, this.lang, { label: LABELS[field][this.lang], ...params })];
    return undefined;
  }

  private required(field: FieldName): undefined {
    if (!this.warnings[field]) this.warnings[field] = [requiredText(LABELS[field][this.lang], this.lang)];
    return undefined;
  }

  private present(field: FieldName): unknown {
    const value = this.fields[field];
    if (isBlank(value)) return this.required(field);
    return value;
  }

  /** A key of a tariff table. Unknown, retired or not-offered-here keys are refused. */
  choice<F, R extends TariffRow<F>>(field: FieldName, table: readonly R[] | TariffTable<F>): R | undefined {
    const value = this.present(field);
    if (value === undefined) return undefined;
    const row = rowOf(table as TariffTable<F>, value as string) as R | undefined;
    if (!row) return this.warn(field, 'notInList');
    if (row.onlyWhen && !conditionHolds(row.onlyWhen, this.fields)) return this.warn(field, 'notAvailable');
    return row;
  }

  /** A number (digits, optional spaces or commas as thousands separators). */
  number(field: FieldName, range: { min?: number; max?: number; money?: boolean } = {}): number | undefined {
    const value = this.present(field);
    if (value === undefined) return undefined;
    const number = typeof value === 'number' ? value : Number(String(value).replace(/[\s,\u00A0\u202F]/g, ''));
    if (!Number.isFinite(number)) return this.warn(field, 'notANumber');
    const show = (n: number) => (range.money ? money(n, this.lang) : String(n));
    if (range.min !== undefined && number < range.min) return this.warn(field, 'tooSmall', { min: show(range.min) });
    if (range.max !== undefined && number > range.max) return this.warn(field, 'tooBig', { max: show(range.max) });
    return number;
  }

  /** An age in full years within the product's bounds. */
  age(field: FieldName, min: number, max: number): number | undefined {
    const value = this.present(field);
    if (value === undefined) return undefined;
    const age = Number(value);
    if (!Number.isInteger(age)) return this.warn(field, 'notANumber');
    if (age < min || age > max) return this.warn(field, 'ageRange', { min, max });
    return age;
  }

  /** A calendar day; `notBefore` / `notAfter` bound it (today, usually). */
  date(field: FieldName, bounds: { notBefore?: Date; notAfter?: Date } = {}): Date | undefined {
    const value = this.present(field);
    if (value === undefined) return undefined;
    const date = parseDay(value);
    if (!date) return this.warn(field, 'badDate');
    if (bounds.notBefore && date < startOfDay(bounds.notBefore)) return this.warn(field, 'pastDate');
    if (bounds.notAfter && date > startOfDay(bounds.notAfter)) return this.warn(field, 'futureDate');
    return date;
  }
}
