import type * as v from 'valibot';
import type { dictionarySchema } from '@/shared/api/interface/schemas';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { ok } from '../../lib/respond';
import { toOptions } from './options';
import { APPA_BM, APPA_CARPOWER, APPA_CARSEATS, APPA_CARTYPE, APPA_CARUSETYPE, APPA_INSTYPE, APPA_PERIOD, APPA_PERSONTYPE, APPA_REGION } from './tariffs/appa';
import { ASWA_PERIOD, ASWA_USETYPE } from './tariffs/aswa';
import type { TariffRow } from './tariffs/types';

/**
 * The calculators' dictionaries (public-site.md §7 "Dictionaries"): /diction_s/appa/{…}/ and
 * /diction_s/aswa/{usetype, period}/. Each is a tariff table, so an option's value is its tariff key.
 * Entries carry NAME and NAME_A (the dictionary mapping and the dynamic select both read them), NUMID or
 * CHARID, the option's conditions, and `visible: 0` for rows the backend keeps but no longer offers.
 */
export const DICTIONARIES = {
  appa: {
    instype: APPA_INSTYPE,
    bm: APPA_BM,
    period: APPA_PERIOD,
    cartype: APPA_CARTYPE,
    carpower_m: APPA_CARPOWER,
    carusetype: APPA_CARUSETYPE,
    carseats: APPA_CARSEATS,
    persontype: APPA_PERSONTYPE,
    region: APPA_REGION,
  },
  aswa: { usetype: ASWA_USETYPE, period: ASWA_PERIOD },
} as const satisfies Record<string, Record<string, readonly TariffRow[]>>;

type Group = keyof typeof DICTIONARIES;
type NameOf<G extends Group> = keyof (typeof DICTIONARIES)[G] & string;

/** The path of a dictionary, as a descriptor's API names it: `/diction_s/appa/bm/`. */
export const dictionaryPath = <G extends Group>(group: G, name: NameOf<G>) => `/diction_s/${group}/${name}/`;

const endpoints = (Object.keys(DICTIONARIES) as Group[]).flatMap((group) =>
  Object.entries(DICTIONARIES[group] as Record<string, readonly TariffRow[]>).map(([name, rows]) =>
    publicEndpoint({
      client: 'application',
      path: `/diction_s/${group}/${name}/`,
      title: `Dictionary ${group}/${name}`,
      resolve: ({ lang }) => ok({ result_list: toOptions(rows, lang) } satisfies v.InferInput<typeof dictionarySchema>),
    }),
  ),
);

export const dictionaryEndpoints: readonly Endpoint[] = endpoints;
