// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export { phoneChange, emailChange } from './model/contact';
