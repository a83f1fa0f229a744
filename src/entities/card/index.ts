export { formatCardNumber, formatExpiry, lastDigits, MASK_DOT } from './lib/format';
export { CardLabel } from './ui/card-label';
export type { CardLabelProps } from './ui/card-label';
export { CardMark } from './ui/card-mark';
