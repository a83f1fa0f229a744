import { useLingui } from '@lingui/react/macro';
import type { SavedCard } from '@/shared/api';
import classes from './card.module.css';

type CardType = SavedCard['CARDTYPE'];

/** Brand names are the same in every language; the accessible name around them is translated. */
const BRAND: Record<Exclude<CardType, 'card'>, string> = { visa: 'Visa', mastercard: 'Mastercard', arca: 'ArCa' };

/**
 * The card system's mark (§9: visa, mastercard, arca), drawn inline (no image request, no licence files): a
 * simplified sign in the brand's colours, 40×26, with an accessible name ("Visa card"). A CARDTYPE the app does not
 * know (`card`, docs/decisions/tolerant-schemas.md) gets a generic card: a grey card with a stripe, "Bank card".
 */
export function CardMark({ type }: { type: CardType }) {
  const { t } = useLingui();
  if (type === 'card') {
    return (
      <svg role="img" aria-label={t`Bank card`} width="40" height="26" viewBox="0 0 40 26" data-card-type={type} className={classes.mark}>
        <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill="#f1f3f5" stroke="#ced4da" />
        <rect x="0.5" y="6" width="39" height="4" fill="#868e96" />
        <rect x="5" y="15" width="12" height="3" rx="1" fill="#adb5bd" />
      </svg>
    );
  }
  const brand = BRAND[type];
  return (
    <svg role="img" aria-label={t`${brand} card`} width="40" height="26" viewBox="0 0 40 26" data-card-type={type} className={classes.mark}>
      <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill={type === 'arca' ? '#004b8d' : '#fff'} stroke="#ced4da" />
      {type === 'visa' ? (
        <text x="20" y="17.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="12" fontStyle="italic" fontWeight="700" fill="#1a1f71">
          VISA
        </text>
      ) : null}
      {type === 'mastercard' ? (
        <>
          <circle cx="15.5" cy="13" r="7.5" fill="#eb001b" />
          <circle cx="24.5" cy="13" r="7.5" fill="#f79e1b" />
          <path d="M20 7a7.5 7.5 0 0 1 0 12a7.5 7.5 0 0 1 0-12z" fill="#ff5f00" />
        </>
      ) : null}
      {type === 'arca' ? (
        <text x="20" y="17" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="700" fill="#fff">
          ArCa
        </text>
      ) : null}
    </svg>
  );
}
