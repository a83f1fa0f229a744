import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calcResultSchema, fieldDescriptorSchema, optionListSchema, type FieldDescriptor } from '@/shared/api/interface/schemas';
import { CALCULATOR_TABS, calculatorOf, type CalculatorTab } from '@/shared/config';
import { SERVER_LANGS, type ServerLang } from '../../lib/respond';
import { postApp } from '../../test/http';
import { calculatorForms } from './forms';
import { conditionHolds } from '@/shared/form-engine/server-rules';

const ARMENIAN = /[\u0531-\u0587]/;
const CYRILLIC = /[\u0400-\u04FF]/;

const formOf = (tab: CalculatorTab) => {
  const form = calculatorForms.find((item) => item.tabId === calculatorOf(tab).tabId);
  if (!form) throw new Error(`no form for ${tab}`);
  return form;
};
const fieldsOf = (tab: CalculatorTab, lang: ServerLang = 'en') => v.parse(v.array(fieldDescriptorSchema), formOf(tab).fields(lang));

/** The forms and the calculations read today's date: the tests run on 30 March 2030 (local noon). */
const TODAY = new Date(2030, 2, 30, 12);

/** What a user types besides the defaults, per tab (selects without a default, numbers, dates). */
const TYPED: Record<CalculatorTab, Record<string, unknown>> = {
  appa: {},
  apka: {},
  justCasco: { CAR_COST: 12_000_000 },
  travel: { START_DATE: '04/04/2030', END_DATE: '10/04/2030', AGE: 40 },
  medicalCheckUpPlus: { AGE: 45 },
  socialMedCheckUp: { AGE: 70, SOCIAL_GROUP: '4' },
  property: { SUM_INSURED: 40_000_000 },
  petsInsurance: { PET_BIRTH_DATE: '30/01/2029' },
};

/** The values a user sends: defaults, what they typed, and nothing of fields hidden by a condition. */
function submitted(fields: FieldDescriptor[], typed: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) if (field.GRANTED && field.value !== undefined) values[field.FIELD_NAME] = field.value;
  Object.assign(values, typed);
  for (const field of fields) {
    const conditions = field.conditions ? [field.conditions].flat() : [];
    if (!field.GRANTED || !conditions.every((condition) => conditionHolds(condition, values))) delete values[field.FIELD_NAME];
  }
  return values;
}

describe('calculator forms', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterAll(() => vi.useRealTimers());

  it('one public form per tab of the page, with its own TABID', () => {
    expect(CALCULATOR_TABS).toEqual(['appa', 'apka', 'justCasco', 'travel', 'medicalCheckUpPlus', 'socialMedCheckUp', 'property', 'petsInsurance']);
    expect(calculatorForms.map((form) => form.tabId)).toEqual([3101, 3102, 3103, 3104, 3105, 3106, 3107, 3108]);
    expect(calculatorForms.every((form) => form.access === 'public')).toBe(true);
  });

  it.each(SERVER_LANGS)('descriptors pass the contract and speak %s; each tab has its own title, description and keywords', (lang) => {
    const titles = new Set<string>();
    for (const form of calculatorForms) {
      const fields = v.parse(v.array(fieldDescriptorSchema), form.fields(lang));
      expect(new Set(fields.map((field) => field.ID)).size).toBe(fields.length);
      expect(new Set(fields.map((field) => field.FIELD_NAME)).size).toBe(fields.length);
      const meta = form.meta?.[lang];
      expect(meta?.title && meta.description && meta.keywords).toBeTruthy();
      titles.add(meta?.title ?? '');
      if (lang === 'am') for (const field of fields) expect(field.TEXT).toMatch(ARMENIAN);
      if (lang === 'ru') for (const field of fields) expect(field.TEXT).toMatch(CYRILLIC);
      // Conditions only name fields of the same form.
      const names = new Set(fields.map((field) => field.FIELD_NAME));
      for (const field of fields) for (const condition of field.conditions ? [field.conditions].flat() : []) expect(names).toContain(condition.field);
    }
    expect(titles.size).toBe(calculatorForms.length);
  });

  it('CMTPL has the spec defaults, a rule per vehicle type, and an agents-only field', () => {
    const fields = fieldsOf('appa');
    const byName = Object.fromEntries(fields.map((field) => [field.FIELD_NAME, field]));
    expect(Object.fromEntries(['BM', 'PERIOD', 'CARTYPE', 'CARPOWER_M', 'REGION'].map((name) => [name, byName[name]?.value]))).toEqual({
      BM: '10',
      PERIOD: '1',
      CARTYPE: '1',
      CARPOWER_M: '1',
      REGION: 'YR',
    });
    expect(byName.PERSONTYPE?.API).toBe('/diction_s/appa/persontype/');
    expect(byName.INSTYPE?.value).toBe('1');
    expect(byName.CARSEATS?.conditions).toEqual({ field: 'CARTYPE', op: 'eq', value: '2' });
    expect(byName.AGENT_DISCOUNT?.GRANTED).toBe(false);
  });

  it('every default is an option its field offers', async () => {
    for (const form of calculatorForms) {
      for (const field of v.parse(v.array(fieldDescriptorSchema), form.fields('en'))) {
        if (field.value === undefined || field.type_view !== 'select' && field.TYPE !== 'radiogroup') continue;
        const options = field.API ? v.parse(optionListSchema, (await postApp(field.API, {})).body).result_list : field.DICTIONVALUES ?? [];
        expect(options.map((option) => option.NUMID ?? option.CHARID), `${form.name} ${field.FIELD_NAME}`).toContain(String(field.value));
      }
    }
  });

  it.each(CALCULATOR_TABS)('%s: the form filled as a user would is priced by its endpoint', async (tab) => {
    const values = submitted(fieldsOf(tab), TYPED[tab]);
    const answer = await postApp(calculatorOf(tab).calcPath, values, { lang: 'am' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(v.parse(calcResultSchema, answer.body).result.amount_text).toMatch(ARMENIAN);
  });

  it('travel: the box days appear for the box variant, the end date and days for one trip; days follow the dates', () => {
    const fields = fieldsOf('travel');
    const visible = (variant: string) => submitted(fields, { ...TYPED.travel, VARIANT: variant, DAYS: 7 });
    expect(Object.keys(visible('daily'))).toEqual(expect.arrayContaining(['END_DATE', 'DAYS']));
    expect(Object.keys(visible('daily'))).not.toContain('BOX_DAYS');
    expect(Object.keys(visible('box'))).toContain('BOX_DAYS');
    expect(Object.keys(visible('box'))).not.toContain('END_DATE');

    const onChange = formOf('travel').onChange;
    expect(onChange?.({ initiators: ['END_DATE'], values: { START_DATE: '30/03/2030', END_DATE: '02/04/2030' }, lang: 'en' })).toEqual([{ field: 'DAYS', value: 4 }]);
    expect(onChange?.({ initiators: ['START_DATE'], values: { START_DATE: '03/04/2030', END_DATE: '02/04/2030' }, lang: 'en' })).toEqual([{ field: 'DAYS', value: null }]);
    expect(onChange?.({ initiators: ['AGE'], values: {}, lang: 'en' })).toEqual([]);
  });

  it('CMTPL: a person who is not a business falls back to personal use', () => {
    const onChange = formOf('appa').onChange;
    expect(onChange?.({ initiators: ['PERSONTYPE'], values: { PERSONTYPE: '1', CARUSETYPE: '3' }, lang: 'en' })).toEqual([{ field: 'CARUSETYPE', value: '1' }]);
    expect(onChange?.({ initiators: ['PERSONTYPE'], values: { PERSONTYPE: '2', CARUSETYPE: '3' }, lang: 'en' })).toEqual([]);
    expect(onChange?.({ initiators: ['PERSONTYPE'], values: { PERSONTYPE: '1', CARUSETYPE: '2' }, lang: 'en' })).toEqual([]);
  });

  it('pets: the size is asked for dogs only; the birth date cannot be earlier than 8 years ago', () => {
    const fields = fieldsOf('petsInsurance');
    expect(Object.keys(submitted(fields, { PET_TYPE: '2' }))).not.toContain('DOG_SIZE');
    expect(Object.keys(submitted(fields, { PET_TYPE: '1' }))).toContain('DOG_SIZE');
    const min = fields.find((field) => field.FIELD_NAME === 'PET_BIRTH_DATE')?.field_rules;
    expect(min).toEqual(expect.objectContaining({ min: '30/03/2022' })); // 8 years before 30/03/2030
  });
});
