import { REQUEST_LIMITS, type RequestPayload } from '@/shared/api';
import { phoneToWire } from '@/shared/api';
import { checkFile, checkPhone } from '@/shared/form-engine';
import { isEmail, normalizeEmail } from '@/shared/lib';

/**
 * Rules of the customer's requests (docs/decisions/profile-requests.md): what the forms check before sending.
 * The simulator checks the same and more (an open callback to the same number on the same topic).
 */
export type RequestProblem = 'required' | 'invalid' | 'too-long' | 'too-short' | 'file-type' | 'file-size';
export type RequestProblems<Field extends string> = Partial<Record<Field, RequestProblem>>;

export interface CallbackValues {
  /** As the phone field holds it: XX-XXX-XXX. */
  PHONE: string;
  TOPIC: string;
  TIME: string;
  COMMENT: string;
}
export interface ContractOrderValues {
  PRODUCT: string;
  PHONE: string;
  EMAIL: string;
  COMMENT: string;
}
export interface WrittenRequestValues {
  SUBJECT: string;
  TEXT: string;
  /** At most one attachment: jpg, jpeg, png or pdf up to 3 MB. */
  FILE: File | null;
}

const phoneProblem = (text: string): RequestProblem | null => (!text.trim() ? 'required' : checkPhone(text) ? 'invalid' : null);
const longerThan = (text: string, max: number): RequestProblem | null => (text.trim().length > max ? 'too-long' : null);

/** Drops the fields without a problem. */
function only<Field extends string>(problems: Record<Field, RequestProblem | null>): RequestProblems<Field> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== null)) as RequestProblems<Field>;
}

export function checkCallback(values: CallbackValues): RequestProblems<keyof CallbackValues> {
  return only({
    PHONE: phoneProblem(values.PHONE),
    TOPIC: values.TOPIC ? null : 'required',
    TIME: values.TIME ? null : 'required',
    COMMENT: longerThan(values.COMMENT, REQUEST_LIMITS.comment),
  });
}

export function checkContractOrder(values: ContractOrderValues): RequestProblems<keyof ContractOrderValues> {
  return only({
    PRODUCT: values.PRODUCT ? null : 'required',
    PHONE: phoneProblem(values.PHONE),
    EMAIL: values.EMAIL.trim() && !isEmail(values.EMAIL) ? 'invalid' : null,
    COMMENT: longerThan(values.COMMENT, REQUEST_LIMITS.comment),
  });
}

/** The attachment's problem: type first (jpg, jpeg, png, pdf), then the 3 MB limit. */
export function checkAttachment(file: Pick<File, 'name' | 'size' | 'type'> | null): RequestProblem | null {
  if (!file) return null;
  const problem = checkFile(file);
  return problem ? (problem.code === 'file-size' ? 'file-size' : 'file-type') : null;
}

export function checkWrittenRequest(values: WrittenRequestValues): RequestProblems<keyof WrittenRequestValues> {
  const text = values.TEXT.trim();
  return only({
    SUBJECT: !values.SUBJECT.trim() ? 'required' : longerThan(values.SUBJECT, REQUEST_LIMITS.subject),
    TEXT: !text ? 'required' : text.length < REQUEST_LIMITS.textMin ? 'too-short' : longerThan(text, REQUEST_LIMITS.text),
    FILE: checkAttachment(values.FILE),
  });
}

export const callbackWire = (values: CallbackValues): RequestPayload => ({
  /** `+374 (0xx) rest` (shared/api/phone.ts); left out when empty. */
  PHONE: phoneToWire(values.PHONE),
  TOPIC: values.TOPIC,
  TIME: values.TIME,
  COMMENT: values.COMMENT.trim(),
});

export const contractOrderWire = (values: ContractOrderValues): RequestPayload => ({
  PRODUCT: values.PRODUCT,
  PHONE: phoneToWire(values.PHONE),
  EMAIL: values.EMAIL.trim() ? normalizeEmail(values.EMAIL) : '',
  COMMENT: values.COMMENT.trim(),
});

export const writtenRequestWire = (values: WrittenRequestValues) => ({
  SUBJECT: values.SUBJECT.trim(),
  TEXT: values.TEXT.trim(),
  FILENAME: values.FILE ? [values.FILE] : [],
});
