import type { Customer } from '@/shared/api';

/** Anna, the simulator's demo customer (mocks/README.md), as `/mobile/get-cust-datas/` answers her: the model tests' signed-in user. */
export const anna: Customer = {
  CUSTOMER: '1001',
  user_id: '501',
  EMAIL: 'anna.hakobyan@example.am',
  PHONE: '+37491234567',
  lang: 'am',
  fullname_hy: 'Աննա Հակոբյան',
  fullname_en: 'Anna Hakobyan',
  fullname_ru: 'Анна Акопян',
  UID: '1234567890',
  avatar: null,
};
