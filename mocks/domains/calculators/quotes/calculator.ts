import type { ServerLang } from '../../../lib/respond';
import type { InputReader } from '../input';
import type { FieldName } from '../labels';

/** What a calculator answers (calcResultSchema's `result`), before the text is put in a language. */
export interface Quote {
  /** ֏ to pay. */
  premium: number;
  /** ֏: the sum insured, limit or value of the cover. */
  amount: number;
  /** The human description of the cover (amount_text) in a language. */
  describe: (lang: ServerLang) => string;
}

/** One public calculation endpoint: how it reads its payload and how it prices it. */
export interface Calculator<I> {
  /** The path as the application client calls it. */
  path: string;
  /** One line for the developer panel. */
  title: string;
  /** The fields a forced 400-warning_d names. */
  warningFields: readonly [FieldName, FieldName];
  /** Reads and checks the payload; undefined when it recorded a warning. */
  read: (reader: InputReader, today: Date) => I | undefined;
  quote: (input: I, today: Date) => Quote;
}

/** Premiums are whole drams. */
export const drams = (value: number) => Math.round(value);

/** Keeps the element type when listing calculators of different inputs. */
export const calculator = <I>(definition: Calculator<I>): Calculator<I> => definition;
