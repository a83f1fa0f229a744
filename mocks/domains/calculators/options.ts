import type * as v from 'valibot';
import type { optionSchema } from '@/shared/api/interface/schemas';
import type { ServerLang } from '../../lib/respond';
import type { TariffRow } from './tariffs/types';

export type OptionInput = v.InferInput<typeof optionSchema>;

/**
 * A tariff row as an option of the form contract (DICTIONVALUES, result_list of dynamic selects and
 * dictionaries): NUMID for numeric keys, CHARID for the others; NAME_A is the label (NAME too, which the
 * dictionary mapping reads); the row's condition and retirement travel along.
 */
export function toOption<F>(row: TariffRow<F>, lang: ServerLang): OptionInput & { NAME: string } {
  const id = /^\d+$/.test(row.key) ? { NUMID: Number(row.key) } : { CHARID: row.key };
  return {
    ...id,
    NAME_A: row.name[lang],
    NAME: row.name[lang],
    ...(row.onlyWhen ? { conditions: row.onlyWhen } : {}),
    ...(row.retired ? { visible: 0 } : {}),
  };
}

export const toOptions = <F>(rows: readonly TariffRow<F>[], lang: ServerLang) => rows.map((row) => toOption(row, lang));
