/**
 * The field kinds none of the customers' forms has today (only the form showcase): one chunk for the five
 * (parts.ts), ~9 KB br. One chunk, not five: every async chunk is a line of the runtime's chunk map in the entry,
 * and the first render with the router has a few dozen bytes left of its 128 KB (bench:size).
 */
export { LongTextField } from './long-text-field';
export { PasswordTextField } from './password-text-field';
export { RadioField } from './radio-field';
export { SegmentedField } from './segmented-field';
export { SwitchField } from './switch-field';
