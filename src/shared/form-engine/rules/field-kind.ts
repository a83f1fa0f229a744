import type { FieldDescriptor, FieldType } from '@/shared/api';

/**
 * Which control renders a descriptor: TYPE picks the family, `type_view` the variant
 * (the full table is in the engine's README).
 */
export type FieldKind =
  | 'text'
  | 'email'
  | 'textarea'
  | 'password'
  | 'integer'
  | 'decimal'
  | 'digits'
  | 'checkbox'
  | 'switch'
  | 'date'
  | 'datetime'
  | 'time'
  | 'phone'
  | 'select'
  | 'search'
  | 'multiselect'
  | 'radio'
  | 'segmented'
  | 'span'
  | 'promo'
  | 'file'
  | 'files'
  | 'button';

type DescriptorShape = Pick<FieldDescriptor, 'TYPE' | 'type_view' | 'API' | 'DICTIONVALUES'>;

const view = (descriptor: DescriptorShape) => (descriptor.type_view ?? '').trim().toLowerCase();

/** A field whose value is a list of choices (sent comma-joined). */
export const isMultiChoice = (descriptor: DescriptorShape) => fieldKind(descriptor) === 'multiselect';

/** A field whose value is chosen from options (DICTIONVALUES or its API). */
export function hasOptions(descriptor: DescriptorShape): boolean {
  const kind = fieldKind(descriptor);
  return kind === 'select' || kind === 'search' || kind === 'multiselect' || kind === 'radio' || kind === 'segmented';
}

export function fieldKind(descriptor: DescriptorShape): FieldKind {
  const variant = view(descriptor);
  const type: FieldType = descriptor.TYPE;
  switch (type) {
    case 'str':
      if (variant === 'textarea') return 'textarea';
      if (variant === 'email') return 'email';
      if (variant === 'multiselect') return 'multiselect';
      if (variant === 'select' || descriptor.API || (descriptor.DICTIONVALUES?.length ?? 0) > 0) return 'select';
      return 'text';
    case 'text':
      return 'textarea';
    case 'pass':
      return 'password';
    case 'int':
      return 'integer';
    case 'float':
      return 'decimal';
    case 'number':
      return 'digits';
    case 'bool':
      return variant === 'switch' ? 'switch' : 'checkbox';
    case 'toggle':
      return 'switch';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'time':
      return 'time';
    case 'phone':
      return 'phone';
    case 'radio':
      if (variant === 'multiselect') return 'multiselect';
      if (variant === 'radio' || variant === 'buttons') return 'radio';
      if (variant === 'segmented') return 'segmented';
      return 'select';
    case 'radiogroup':
      return variant === 'segmented' ? 'segmented' : 'radio';
    case 'search':
      return variant === 'multiselect' ? 'multiselect' : 'search';
    case 'span':
      return 'span';
    case 'promo':
      return 'promo';
    case 'file':
      return 'file';
    case 'multiSelectFile':
      return 'files';
    case 'button':
      return 'button';
    default:
      return 'text';
  }
}

/** Kinds that hold no value of their own (nothing to validate or send). */
export const isValueless = (kind: FieldKind) => kind === 'span' || kind === 'button';
