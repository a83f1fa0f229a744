import type { Condition } from '@/shared/api/interface/schemas';
import type { Localized } from '../../../lib/respond';

/**
 * A row of a tariff table. The key is what the app sends (the option's NUMID or CHARID), the name is what
 * the dictionary or the form's option list shows, and the factor is what the tariff multiplies by. The
 * dictionaries and the forms are generated from these rows, so an option the user can pick always has a
 * price and a priced key always has a name.
 */
export interface TariffRow<F = number> {
  /** NUMID (digits) or CHARID (letters) of the option. */
  key: string;
  name: Localized;
  factor: F;
  /** The option is offered only while these hold (the option's `conditions`); the tariff refuses it otherwise. */
  onlyWhen?: Condition;
  /** A row the backend still keeps but no longer offers (the option comes with `visible: 0`). */
  retired?: boolean;
}

export type TariffTable<F = number> = readonly TariffRow<F>[];

/** The row of a key (undefined for unknown or retired keys). */
export function rowOf<F>(table: TariffTable<F>, key: string | number | undefined | null): TariffRow<F> | undefined {
  if (key === undefined || key === null) return undefined;
  const text = String(key).trim();
  return table.find((row) => row.key === text && !row.retired);
}

/** The keys a user may choose. */
export const keysOf = <F>(table: TariffTable<F>): string[] => table.filter((row) => !row.retired).map((row) => row.key);

/** Age (or any number) bands: `from`…`to` inclusive. */
export interface Band<F = number> {
  from: number;
  to: number;
  factor: F;
}

export function bandOf<F>(bands: readonly Band<F>[], value: number): Band<F> | undefined {
  return bands.find((band) => value >= band.from && value <= band.to);
}
