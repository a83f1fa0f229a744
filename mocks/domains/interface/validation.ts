// The engine's pure rules, through its one entry point for the simulator (no components, no models).
import { applyOnChangeAnswer, fieldKind, fromIsoDate, fromWire, isInitiator, isValueless, parseDateText, parseDescriptors, resolveFieldState, toIsoDate } from '@/shared/form-engine/server-rules';
import * as v from 'valibot';
import { onChangeSchema } from '@/shared/api/interface/schemas';
import { readPhoneField } from '../../lib/phone';
import { requiredText, type ServerLang } from '../../lib/respond';
import { say } from './messages';
import type { FormDefinition } from './types';

/**
 * Server-side checks of POST /api/interface/form/{id}, as the backend would run them on what it received
 * (wire values): required fields that are shown, Armenian phones, dates, e-mails, field_rules.min — plus the
 * form's own `validate`. Which fields are shown is decided like the client does (conditions, rules, and the
 * form's own on-change answer for every initiator), with the descriptor reading of the form engine.
 */
export function validateSubmission(definition: FormDefinition, values: Record<string, unknown>, lang: ServerLang, today = new Date()): Record<string, string[]> {
  const descriptors = parseDescriptors(definition.fields(lang)).fields;
  const held = Object.fromEntries(descriptors.map((descriptor) => [descriptor.FIELD_NAME, fromWire(descriptor, values[descriptor.FIELD_NAME])]));
  const initiators = descriptors.filter((descriptor) => isInitiator(descriptor)).map((descriptor) => descriptor.FIELD_NAME);
  const { overrides } = applyOnChangeAnswer({
    items: v.parse(onChangeSchema, { result_list: definition.onChange?.({ initiators, values, lang }) ?? [] }).result_list,
    descriptors,
    values: held,
    overrides: {},
    changedSinceRequest: descriptors.map((descriptor) => descriptor.FIELD_NAME),
  });

  const warnings: Record<string, string[]> = {};
  const warn = (name: string, message: string) => {
    warnings[name] = [...(warnings[name] ?? []), message];
  };
  for (const descriptor of descriptors) {
    const name = descriptor.FIELD_NAME;
    const kind = fieldKind(descriptor);
    const state = resolveFieldState(descriptor, held, overrides[name], today);
    if (!state.visible || state.disabled || isValueless(kind)) continue;
    const raw = values[name];
    const text = raw === null || raw === undefined ? '' : String(raw).trim();
    const empty = kind === 'checkbox' || kind === 'switch' ? text !== '1' : text === '';
    if (empty) {
      if (descriptor.required) warn(name, requiredText(descriptor.TEXT, lang));
      continue;
    }
    // The one phone check of every domain (mocks/lib/phone.ts): exactly `+374 (0xx) xxxxxx`.
    if (kind === 'phone') {
      const phone = readPhoneField(values, name, lang);
      if (phone.status === 'invalid') warn(name, phone.message);
    }
    if (kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text)) warn(name, say('invalidEmail', lang));
    if (kind === 'date' || kind === 'datetime') {
      if (!parseDateText(text, kind)) warn(name, say('invalidDate', lang));
      else {
        const min = state.minDate;
        const iso = toIsoDate(text.slice(0, 10));
        if (min && iso && iso < min) warn(name, say('dateTooEarly', lang, { min: fromIsoDate(min) }));
      }
    }
  }
  for (const [name, message] of Object.entries(definition.validate?.({ values, lang }) ?? {})) warn(name, message);
  return warnings;
}
