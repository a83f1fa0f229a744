import type { FieldDescriptor } from '@/shared/api';
import { allowedTextKind, checkAllowedText, type AllowedTextProblem } from './allowed-text';
import { isEmptyValue } from './conditions';
import { fromIsoDate, isBeforeMin, isValidTime, parseDateText } from './dates';
import { fieldKind, isValueless } from './field-kind';
import { checkPhone, type PhoneProblem } from './phone';
import type { FieldValue } from './values';

/**
 * Client validation of one field. Errors are codes (and data), never text: the field components translate
 * them (Lingui), e.g. `required` → "{label} դաշտը պարտադիր է" in Armenian.
 */
export type FieldError =
  | { code: 'required' }
  | { code: 'date-format'; pattern: string }
  | { code: 'date-min'; min: string }
  | { code: 'time-format' }
  | { code: 'email' }
  | AllowedTextProblem
  | { code: PhoneProblem }
  | { code: 'number' }
  | { code: 'promo-unchecked' }
  | { code: 'promo-invalid'; message: string | null }
  | { code: 'files-uploading' }
  | { code: 'server'; message: string };

export type PromoStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'failed';

export interface PromoState {
  status: PromoStatus;
  /** The code the status is about. */
  code: string;
  discount: number | null;
  message: string | null;
}

export const IDLE_PROMO: PromoState = { status: 'idle', code: '', discount: null, message: null };

export interface ValidationContext {
  required: boolean;
  minDate: string | null;
  promo?: PromoState;
  uploading?: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateField(descriptor: Pick<FieldDescriptor, 'TYPE' | 'type_view' | 'API' | 'DICTIONVALUES' | 'propsData'>, value: FieldValue, context: ValidationContext): FieldError | null {
  const kind = fieldKind(descriptor);
  if (isValueless(kind)) return null;
  if ((kind === 'file' || kind === 'files') && (context.uploading ?? 0) > 0) return { code: 'files-uploading' };
  const empty = kind === 'checkbox' || kind === 'switch' ? value !== true : isEmptyValue(value);
  if (empty) return context.required ? { code: 'required' } : null;
  const text = typeof value === 'string' ? value : '';
  switch (kind) {
    case 'date':
    case 'datetime':
      if (!parseDateText(text, kind)) return { code: 'date-format', pattern: kind === 'date' ? 'DD/MM/YYYY' : 'DD/MM/YYYY HH:mm' };
      if (isBeforeMin(text, context.minDate)) return { code: 'date-min', min: fromIsoDate(context.minDate ?? '') };
      return null;
    case 'time':
      return isValidTime(text) ? null : { code: 'time-format' };
    case 'email':
      return EMAIL.test(text.trim()) ? null : { code: 'email' };
    case 'phone': {
      const problem = checkPhone(text);
      return problem ? { code: problem } : null;
    }
    case 'integer':
    case 'decimal': {
      const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
      return Number.isFinite(number) ? null : { code: 'number' };
    }
    case 'text':
    case 'textarea': {
      // propsData.allowed: English-only text (customer-portal.md §5, travel), rules/allowed-text.ts.
      const allowed = allowedTextKind(descriptor);
      return allowed ? checkAllowedText(allowed, text) : null;
    }
    case 'promo': {
      const promo = context.promo;
      if (!promo || promo.code !== text.trim() || promo.status === 'idle' || promo.status === 'checking' || promo.status === 'failed') {
        return { code: 'promo-unchecked' };
      }
      return promo.status === 'invalid' ? { code: 'promo-invalid', message: promo.message } : null;
    }
    default:
      return null;
  }
}
