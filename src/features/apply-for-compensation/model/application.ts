import { createEvent, createStore } from 'effector';
import { nextPhoneText } from '@/shared/form-engine';
import { INITIAL_VALUES, visibleLists, type ApplicationValues, type TextField } from '@/shared/claims';
import { forgotten } from './flow';

/**
 * The application's values (customer-portal.md §3, §4 "Compensation"): the fields as typed, the phone as its mask
 * makes it, the consent; which file lists the values make visible. The rules live in `shared/claims`.
 */
export const fieldChanged = createEvent<{ name: TextField; value: string }>();
export const consentChanged = createEvent<boolean>();

export const $values = createStore<ApplicationValues>(INITIAL_VALUES);
export const $visibleLists = $values.map(visibleLists);

$values.reset(forgotten);
$values.on(fieldChanged, (values, { name, value }) => ({
  ...values,
  [name]: name === 'PHONE' ? nextPhoneText(values.PHONE, value) : value,
}));
$values.on(consentChanged, (values, CONSENT) => ({ ...values, CONSENT }));
