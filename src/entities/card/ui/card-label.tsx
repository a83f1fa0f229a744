import { useLingui } from '@lingui/react/macro';
import { Badge, Text, VisuallyHidden } from '@mantine/core';
import type { SavedCard } from '@/shared/api';
import { formatCardNumber, formatExpiry, lastDigits } from '../lib/format';
import classes from './card.module.css';
import { CardMark } from './card-mark';

export interface CardLabelProps {
  card: Pick<SavedCard, 'CARDNUMBER' | 'CARDTYPE' | 'EXPDATE' | 'IS_DEF'>;
}

/**
 * A saved card in one line (profile cards, the payment step's card choice): mark, number grouped in fours,
 * expiry MM/YY and a "Default" badge. Screen readers hear "Visa card, number ending in 1111, valid until 12/28,
 * Default" rather than the bullets of the masked number and a bare 12/28.
 */
export function CardLabel({ card }: CardLabelProps) {
  const { t } = useLingui();
  const last = lastDigits(card.CARDNUMBER);
  const expiry = formatExpiry(card.EXPDATE);
  return (
    <span className={classes.label} data-testid="card-label">
      <CardMark type={card.CARDTYPE} />
      <span className={classes.number} aria-hidden={last ? true : undefined}>
        {formatCardNumber(card.CARDNUMBER)}
      </span>
      {last ? <VisuallyHidden>{t`number ending in ${last}`}</VisuallyHidden> : null}
      {expiry ? (
        <>
          <Text component="span" size="sm" c="gray.7" aria-hidden>
            {expiry}
          </Text>
          <VisuallyHidden>{t`valid until ${expiry}`}</VisuallyHidden>
        </>
      ) : null}
      {card.IS_DEF ? (
        <Badge component="span" variant="filled" color="blue.8" size="sm">
          {t`Default`}
        </Badge>
      ) : null}
    </span>
  );
}
