import type { RegistryPerson } from '../../db/types';

/**
 * The company's register of people who hold (or held) a contract but have no online account: registration
 * matches the e-mail, then the phone, then the social card number against it (customer-portal.md §2).
 * Fixed, documented in mocks/README.md "Registration", used by e2e/flows/accounts.spec.ts.
 */
export const REGISTRY: readonly RegistryPerson[] = [
  {
    // Matched by e-mail.
    UID: '3456789012',
    EMAIL: 'armen.grigoryan@example.am',
    PHONE: '+37491111222',
    fullname_hy: 'Արմեն Գրիգորյան',
    fullname_en: 'Armen Grigoryan',
    fullname_ru: 'Армен Григорян',
    gender: 'male',
    birthDate: '1985-06-02',
  },
  {
    // Known by phone only: any new e-mail falls back to the phone, which matches.
    UID: '4567890123',
    EMAIL: null,
    PHONE: '+37493333444',
    fullname_hy: 'Մարիամ Սարգսյան',
    fullname_en: 'Mariam Sargsyan',
    fullname_ru: 'Мариам Саргсян',
    gender: 'female',
    birthDate: '1992-09-17',
  },
  {
    // Known by the social card number only.
    UID: '5678901234',
    EMAIL: null,
    PHONE: null,
    fullname_hy: 'Հայկ Մկրտչյան',
    fullname_en: 'Hayk Mkrtchyan',
    fullname_ru: 'Айк Мкртчян',
    gender: 'male',
    birthDate: '1979-01-23',
  },
];
