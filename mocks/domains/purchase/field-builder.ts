import type { FieldDescriptorInput } from '@/shared/api/interface/schemas';
import type { Localized, ServerLang } from '../../lib/respond';

/**
 * The fields of one step form, in the request language: the n-th field made gets the id `formId * 100 + n`
 * unless `fixedIds` names the spec's own id for it (medical check-up step 1, §2: PHONE is 4521, …).
 */
export function fieldBuilder(formId: number, lang: ServerLang, fixedIds: Readonly<Record<string, number>> = {}) {
  let next = 1;
  return (name: string, label: Localized, type: FieldDescriptorInput['TYPE'], extra: Partial<FieldDescriptorInput> = {}): FieldDescriptorInput => {
    const n = next++;
    return { ID: fixedIds[name] ?? formId * 100 + n, TEXT: label[lang], FIELD_NAME: name, TYPE: type, GRANTED: 1, ...extra };
  };
}
