import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { customerSchema } from './schemas';

describe('customer (§3): the name by language', () => {
  it.each([
    ['only FULLNAME, FULLNAME_E, FULLNAME_R', { FULLNAME: 'Աննա', FULLNAME_E: 'Anna', FULLNAME_R: 'Анна' }, ['Աննա', 'Anna', 'Анна']],
    ['fullname_* win over FULLNAME*', { fullname_hy: 'Ա', fullname_en: 'A', fullname_ru: 'А', FULLNAME: 'X', FULLNAME_E: 'Y', FULLNAME_R: 'Z' }, ['Ա', 'A', 'А']],
    ['an empty fullname_en falls back to FULLNAME_E', { fullname_en: '', FULLNAME_E: 'Anna' }, ['', 'Anna', '']],
    ['neither', {}, ['', '', '']],
  ])('%s', (_, names, [hy, en, ru]) => {
    const customer = v.parse(customerSchema, { CUSTOMER: 1001, user_id: 501, ...names });
    expect([customer.fullname_hy, customer.fullname_en, customer.fullname_ru]).toEqual([hy, en, ru]);
    expect(customer).not.toHaveProperty('FULLNAME_E');
  });
});
