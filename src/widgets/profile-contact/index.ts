export { ContactScreen } from './ui/contact-screen';
export { phoneChange, emailChange, languageSelected, ContactGate, avatarChosen, $avatarError, prepareAvatarFx } from './model/contact';
export { createCodeChange } from './model/code-change';
export type { CodeChange, FieldError, CodeChangeErrors } from './model/code-change';
export { checkNewPhone, checkNewEmail, checkAvatar, phoneChangeWire, emailChangeWire, AVATAR_MAX_BYTES } from './lib/rules';
export { $address, $suggestions, $addressErrors, $addressSavedNow, addressFieldChanged, addressSaved } from './model/address';
export { checkAddress, wantsSuggestions, addressWire, AUTOFILL_DEBOUNCE_MS } from './lib/address';
