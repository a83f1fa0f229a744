import type * as v from 'valibot';
import type { dictionarySchema } from '@/shared/api/interface/schemas';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { ok } from '../../lib/respond';
import { BANKS, PAYOUT_METHODS } from './fixtures/banks';
import { COUNTRIES } from './fixtures/countries';

/**
 * The §7 dictionaries that no product owns (public-site.md §7 "Dictionaries"): banks, the payout method and
 * the countries. The calculators' dictionaries (/diction_s/appa/*, /diction_s/aswa/*) live with the calculators.
 * Answers are `{ result_list }` of NAME / NUMID / CHARID / COUNTRY / POPUPVARIETY, in the request language.
 */
type Answer = v.InferInput<typeof dictionarySchema>;

const transitBanks = publicEndpoint({
  client: 'application',
  path: '/diction_s/def-transit-bank-list/',
  title: 'Dictionary: banks for payouts',
  resolve: ({ lang }) =>
    ok({ result_list: BANKS.map((bank) => ({ NUMID: bank.id, CHARID: bank.code, NAME: bank.name[lang] })) } satisfies Answer),
});

const transitOrBank = publicEndpoint({
  client: 'application',
  path: '/diction_s/transit-or-bank/',
  title: 'Dictionary: payout to a transit or a bank account',
  resolve: ({ lang }) => ok({ result_list: PAYOUT_METHODS.map((method) => ({ NUMID: method.id, NAME: method.name[lang] })) } satisfies Answer),
});

const LOCALE = { am: 'hy', en: 'en', ru: 'ru' } as const;

const countries = publicEndpoint({
  client: 'application',
  path: '/country/get-country-list-alchemy/',
  title: 'Dictionary: countries (travel destinations)',
  resolve: ({ lang }) => {
    const collator = new Intl.Collator(LOCALE[lang]);
    const list = [...COUNTRIES].sort((a, b) => collator.compare(a.name[lang], b.name[lang]));
    return ok({ result_list: list.map((country) => ({ COUNTRY: country.code, NAME: country.name[lang], POPUPVARIETY: country.zone })) } satisfies Answer);
  },
});

export const dictionaryEndpoints: readonly Endpoint[] = [transitBanks, transitOrBank, countries];
