import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $fullName, $user } from '@/entities/session';
import { searchCmtplObjectFx, type CmtplObject, type FieldWarnings } from '@/shared/api';
import { nextDateText, parseDateText } from '@/shared/form-engine';
import { prefillFromProfile } from '@/shared/claims';
import { $values } from './application';
import { $audience, $step, forgotten } from './flow';
import { without } from '@/shared/lib';

/**
 * The person search (customer-portal.md §4: `get-cmptl-objects`): the CMTPL contract of the car that caused the
 * accident, on the day of the accident. Found, the search closes and the application opens, its empty name and phone
 * filled from a signed-in customer's profile.
 */
export interface SearchValues {
  PLATE: string;
  /** DD/MM/YYYY */
  EVENT_DATE: string;
}
export type SearchField = keyof SearchValues;
export type SearchProblem = { code: 'required' } | { code: 'date-format' } | { code: 'server'; message: string };

const EMPTY_SEARCH: SearchValues = { PLATE: '', EVENT_DATE: '' };

export const searchFieldChanged = createEvent<{
  name: SearchField;
  value: string;
}>();
export const searchSubmitted = createEvent();
/** Back from the form to the search (another car or day). */
export const searchReopened = createEvent();

export const $search = createStore<SearchValues>(EMPTY_SEARCH);
export const $searchTouched = createStore(false);
export const $searchServerErrors = createStore<FieldWarnings>({});
/** A search failure that is not about a field (no contract found, server error, network). */
export const $searchFailure = createStore<string[] | null>(null);
export const $object = createStore<CmtplObject | null>(null);

export const $searchErrors = combine($search, $searchTouched, $searchServerErrors, (search, touched, server) => {
  const errors: Partial<Record<SearchField, SearchProblem>> = {};
  for (const name of ['PLATE', 'EVENT_DATE'] as const) {
    const text = search[name].trim();
    if (server[name]?.length) errors[name] = { code: 'server', message: server[name].join(' ') };
    else if (!touched) continue;
    else if (!text) errors[name] = { code: 'required' };
    else if (name === 'EVENT_DATE' && !parseDateText(text, 'date')) errors[name] = { code: 'date-format' };
  }
  return errors;
});

export const searchFx = attach({ effect: searchCmtplObjectFx });

$search.reset(forgotten);
$searchTouched.reset([...forgotten, searchReopened]);
$searchServerErrors.reset([...forgotten, searchSubmitted]);
$searchFailure.reset([...forgotten, searchSubmitted]);
$object.reset(forgotten);
$step.on(searchReopened, () => 'search');

$search.on(searchFieldChanged, (search, { name, value }) => ({
  ...search,
  [name]: name === 'EVENT_DATE' ? nextDateText(search.EVENT_DATE, value, 'date') : value.toUpperCase().replace(/\s/g, ''),
}));
$searchServerErrors.on(searchFieldChanged, (errors, { name }) => without(errors, name));
$searchTouched.on(searchSubmitted, () => true);
const searchChecked = sample({
  clock: searchSubmitted,
  source: $search,
  filter: (search) => Boolean(search.PLATE.trim()) && Boolean(parseDateText(search.EVENT_DATE, 'date')),
});
sample({
  clock: searchChecked,
  fn: (search) => ({
    PLATE: search.PLATE.trim(),
    EVENT_DATE: search.EVENT_DATE,
  }),
  target: searchFx,
});
// §4: a successful search closes the search modal and opens the compensation modal.
sample({
  clock: searchFx.doneData,
  fn: (answer) => answer.result,
  target: $object,
});
$step.on(searchFx.done, () => 'form');
// The search's fields as they found the contract: they go with the application (§3), as the form's header shows them.
$search.on(searchFx.done, (_, { params }) => ({ PLATE: String(params.PLATE ?? ''), EVENT_DATE: String(params.EVENT_DATE ?? '') }));
// A signed-in customer's name and phone fill the application's empty fields (what was typed stays).
sample({
  clock: searchFx.done,
  source: { audience: $audience, values: $values, user: $user, fullName: $fullName },
  filter: ({ audience, user }) => audience === 'customer' && user !== null,
  fn: ({ values, user, fullName }) => prefillFromProfile(values, { fullName, phone: user?.PHONE ?? null }),
  target: $values,
});
sample({
  clock: searchFx.failData,
  filter: (error) => Object.keys(error.fieldWarnings).length > 0,
  fn: (error) => error.fieldWarnings,
  target: $searchServerErrors,
});
sample({
  clock: searchFx.failData,
  filter: (error) => error.kind !== 'unauthorized' && error.kind !== 'cancelled' && Object.keys(error.fieldWarnings).length === 0,
  fn: (error) => error.messages,
  target: $searchFailure,
});
