import { createEvent, createStore, sample } from 'effector';
import { debounce, not } from 'patronum';
import { $user } from '@/entities/session';
import { addressOf, autofillFx, saveAddressFx, unannouncedFailureOf, type Address, type AutofillField, type FailureReason } from '@/shared/api';
import { addressWire, AUTOFILL_DEBOUNCE_MS, AUTOFILL_MIN_CHARS, checkAddress, EMPTY_ADDRESS, wantsSuggestions, type AddressField, type AddressProblem } from '../lib/address';
import { ContactGate } from './contact';

/**
 * The address block of "Personal data" (docs/decisions/address-autofill.md): the town and the street suggest
 * as the customer types (/profile/data/autofill, asked 300 ms after the last key, the street within the town), the
 * building and the flat are typed; "Save" stores it (/profile/data/save-address) and the profile shows it.
 */
export type AddressError = { type: AddressProblem } | { type: 'server'; message: string };

export const addressFieldChanged = createEvent<{ field: AddressField; value: string }>();
export const addressSaved = createEvent();

/** What the form holds; the profile's address when the screen opens. */
export const $address = createStore<Address>(EMPTY_ADDRESS);
export const $suggestions = createStore<Record<AutofillField, string[]>>({ CITY: [], STREET: [] });
export const $addressErrors = createStore<Partial<Record<AddressField, AddressError>>>({});
/** "Saved" is shown until the address is changed again. */
export const $addressSavedNow = createStore(false);
export const $addressPending = saveAddressFx.pending;
/** Why the last save failed when nothing else says it (no connection…): beneath the form, the address kept. */
export const $addressFailure = createStore<FailureReason | null>(null);
/** The address the profile holds now. */
export const $storedAddress = $user.map((user) => addressOf(user));

sample({ clock: ContactGate.open, source: $storedAddress, fn: (stored) => stored ?? EMPTY_ADDRESS, target: $address });
$address.on(addressFieldChanged, (address, { field, value }) => ({ ...address, [field]: value }));
$addressErrors
  .on(addressFieldChanged, (errors, { field }) => {
    const { [field]: _, ...rest } = errors;
    return rest;
  })
  .reset(ContactGate.close, saveAddressFx.done);
$addressSavedNow.on(saveAddressFx.done, () => true).reset(addressFieldChanged, ContactGate.close);
sample({ clock: saveAddressFx.failData, fn: unannouncedFailureOf, target: $addressFailure });
$addressFailure.reset(saveAddressFx, addressFieldChanged, ContactGate.close);

// --- Suggestions ----------------------------------------------------------------------------------------------

const typed = sample({
  clock: addressFieldChanged,
  filter: (change): change is { field: AutofillField; value: string } => change.field === 'CITY' || change.field === 'STREET',
});
// Another town: its streets are other streets.
$suggestions
  .on(typed, (shown, { field, value }) => {
    // Too short: nothing to suggest. Otherwise the shown ones stay until the new answer (a pick stays in the list,
    // so that it is not asked for again).
    const kept = value.trim().length >= AUTOFILL_MIN_CHARS ? shown[field] : [];
    return field === 'CITY' ? { CITY: kept, STREET: [] } : { ...shown, STREET: kept };
  })
  .reset(ContactGate.close);

const settled = debounce({ source: typed, timeout: AUTOFILL_DEBOUNCE_MS });
sample({
  clock: settled,
  source: { suggestions: $suggestions, address: $address },
  filter: ({ suggestions, address }, { field }) => address[field] !== '' && wantsSuggestions(address[field], suggestions[field]),
  fn: ({ address }, { field }) => ({ field, value: address[field].trim(), ...(field === 'STREET' && address.CITY.trim() ? { CITY: address.CITY.trim() } : {}) }),
  target: autofillFx,
});
// Only the answer for what the field still holds is shown (a slower, older answer is dropped).
sample({
  clock: autofillFx.done,
  source: { suggestions: $suggestions, address: $address },
  filter: ({ address }, { params }) => address[params.field].trim() === params.value,
  fn: ({ suggestions }, { params, result }) => ({ ...suggestions, [params.field]: result.result }),
  target: $suggestions,
});

// --- Saving ---------------------------------------------------------------------------------------------------

const checked = sample({ clock: addressSaved, source: $address, filter: not($addressPending), fn: (address) => ({ address, problems: checkAddress(address) }) });
sample({
  clock: checked,
  fn: ({ problems }) => Object.fromEntries(Object.entries(problems).map(([field, type]) => [field, { type }])) as Partial<Record<AddressField, AddressError>>,
  target: $addressErrors,
});
sample({ clock: checked, filter: ({ problems }) => Object.keys(problems).length === 0, fn: ({ address }) => addressWire(address), target: saveAddressFx });
sample({ clock: saveAddressFx.doneData, fn: ({ result }) => result, target: $user });
sample({
  clock: saveAddressFx.failData,
  fn: (error) => {
    const errors: Partial<Record<AddressField, AddressError>> = {};
    for (const field of Object.keys(EMPTY_ADDRESS) as AddressField[]) {
      const message = error.fieldWarnings[field]?.[0];
      if (message) errors[field] = { type: 'server', message };
    }
    return errors;
  },
  target: $addressErrors,
});
