/**
 * Identity rules of the customer portal (customer-portal.md §2 "Registration routes", §5, §9), shared by the
 * app and the simulator (the backend applies the same rules): e-mail, personal ID (social card number),
 * verification codes, the password policy, the identity document sets and the photo size before upload.
 * Choices the specification leaves open are in docs/decisions/password-policy.md and registration.md.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A plausible e-mail address (the same test as the form engine's `email` rule). */
export const isEmail = (text: string): boolean => EMAIL.test(text.trim());

/** The e-mail as it is compared and stored: trimmed, lower case. */
export const normalizeEmail = (text: string): string => text.trim().toLowerCase();

/** Personal ID = social card number: exactly 10 digits. */
export const SOCIAL_CARD_DIGITS = 10;
export const isSocialCardNumber = (text: string): boolean => new RegExp(`^\\d{${SOCIAL_CARD_DIGITS}}$`).test(text.trim());

/** Verification codes are 6 digits. */
export const CODE_LENGTH = 6;
export const isCodeFormat = (text: string): boolean => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(text.trim());

/** The password policy the customer sees while typing (each check is one line of the list). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const PASSWORD_CHECKS = ['length', 'lower', 'upper', 'digit', 'symbol'] as const;
export type PasswordCheck = (typeof PASSWORD_CHECKS)[number];

/** Which checks a password passes. Latin letters only count as letters; a symbol is anything else but a space. */
export function passwordChecks(password: string): Record<PasswordCheck, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    lower: /[a-z]/.test(password),
    upper: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    symbol: /[^A-Za-z0-9\s]/.test(password),
  };
}

/** The checks a password fails (empty: it meets the policy). */
export const failedPasswordChecks = (password: string): PasswordCheck[] =>
  PASSWORD_CHECKS.filter((check) => !passwordChecks(password)[check]);

export const isStrongPassword = (password: string): boolean => failedPasswordChecks(password).length === 0;

/**
 * Identity document sets (§5): ID card (both sides) and a selfie holding it; passport (photo page and
 * registration page) and a selfie holding it; or the social card (both sides). Every part is required.
 */
export const DOCUMENT_TYPES = ['idCard', 'passport', 'socialCard'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_PARTS = {
  idCard: ['front', 'back', 'selfie'],
  passport: ['photoPage', 'registrationPage', 'selfie'],
  socialCard: ['front', 'back'],
} as const satisfies Record<DocumentType, readonly string[]>;
export type DocumentPart = (typeof DOCUMENT_PARTS)[DocumentType][number];

export const isDocumentType = (value: unknown): value is DocumentType =>
  typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);

/** The upload `kind` of a part: "idCard-front". */
export const documentKind = (type: DocumentType, part: DocumentPart): string => `${type}-${part}`;

/** Required parts of a set that have no file yet (`counts`: files per part). */
export function missingDocumentParts(type: DocumentType, counts: Partial<Record<string, number>>): DocumentPart[] {
  return DOCUMENT_PARTS[type].filter((part) => !counts[part]);
}
