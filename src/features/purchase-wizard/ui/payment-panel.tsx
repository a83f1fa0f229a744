import './styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Paper, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { CardLabel } from '@/entities/card';
import { cardChoiceValue, discountOf } from '@/entities/contract';
import { FOREIGN_CARD_COMMISSION_PERCENT } from '@/shared/config';
import { $lang, formatMoney } from '@/shared/i18n';
import {
  $appliedCode,
  $cardChoice,
  $cards,
  $isFree,
  $price,
  $priceFailed,
  $promoCode,
  $promoMessage,
  $saveCardOffered,
  cardChosen,
  priceRetried,
  promoCheckPressed,
  promoCodeChanged,
  saveCardToggled,
} from '../model/payment';
import classes from './wizard.module.css';

/** Price, promo code and the card to pay with (§2 "Travel step 3", §4 pay and save-card rules, §9 commission). */
export function PaymentPanel() {
  const { t } = useLingui();
  const [price, priceFailed, lang, isFree] = useUnit([$price, $priceFailed, $lang, $isFree]);
  const [cards, choice, saveOffered] = useUnit([$cards, $cardChoice, $saveCardOffered]);
  const [code, applied, promoMessage] = useUnit([$promoCode, $appliedCode, $promoMessage]);
  const [changeCode, checkCode, choose, toggleSave, retry] = useUnit([promoCodeChanged, promoCheckPressed, cardChosen, saveCardToggled, priceRetried]);
  const discount = price ? discountOf(price) : null;
  // Pay pressed with a code typed and not checked: the field says so and takes the focus (on a phone it is above Pay).
  const promoInput = useRef<HTMLInputElement>(null);
  const unchecked = promoMessage?.unchecked === true ? promoMessage : null;
  useEffect(() => {
    if (unchecked) promoInput.current?.focus();
  }, [unchecked]);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="price-title" aria-live="polite">
        <Title order={2} size="h4" id="price-title" mb="xs">
          <Trans>Price</Trans>
        </Title>
        {priceFailed ? (
          <Group gap="sm">
            <Text c="red.8" size="sm"><Trans>The price could not be loaded.</Trans></Text>
            <Button size="xs" variant="light" onClick={() => retry()}><Trans>Try again</Trans></Button>
          </Group>
        ) : !price ? (
          <Skeleton height={32} width="60%" />
        ) : discount ? (
          <Group gap="sm" align="baseline" data-testid="contract-price">
            <Text fz={28} fw={700}>{formatMoney(discount.price, lang)}</Text>
            <Text className={classes.oldPrice} aria-label={t`Price without the discount: ${formatMoney(discount.oldPrice, lang)}`}>
              {formatMoney(discount.oldPrice, lang)}
            </Text>
          </Group>
        ) : (
          <Text fz={28} fw={700} data-testid="contract-price">{formatMoney(price.PREMIUMSPAY, lang)}</Text>
        )}
        {!isFree ? (
          <Text size="sm" c="gray.7" mt="xs">
            <Trans>
              Cards of banks outside the Armenian card payment system (ArCa) are charged a {FOREIGN_CARD_COMMISSION_PERCENT}% commission; the bank's page
              shows it before you pay.
            </Trans>
          </Text>
        ) : null}
      </Paper>

      {!isFree ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="promo-title">
          <Title order={2} size="h4" id="promo-title" mb="xs">
            <Trans>Promo code</Trans>
          </Title>
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              ref={promoInput}
              flex={1}
              label={t`Promo code`}
              value={code}
              onChange={(event) => changeCode(event.currentTarget.value)}
              disabled={applied !== null}
              error={
                promoMessage && !promoMessage.valid
                  ? promoMessage.unchecked
                    ? t`Check the promo code or clear the field`
                    : promoMessage.failed
                      ? t`The promo code could not be checked. Please try again.`
                      : promoMessage.text || t`This promo code is not valid`
                  : undefined
              }
            />
            <Button variant="light" onClick={() => checkCode()} disabled={code === '' || applied !== null}>
              <Trans>Check</Trans>
            </Button>
          </Group>
          {applied ? (
            <Text size="sm" c="var(--mantine-color-green-light-color)" mt="xs" role="status">
              {promoMessage?.text || t`The promo code is applied`}
            </Text>
          ) : null}
        </Paper>
      ) : null}

      {!isFree && cards.length > 0 ? (
        <Radio.Group
          label={<Trans>Pay with</Trans>}
          value={cardChoiceValue(choice)}
          onChange={(value) => choose(value)}
          name="card-choice"
        >
          <Stack gap="xs" mt="xs">
            {cards.map((card) => (
              <Radio key={card.ID} value={card.ID} label={<CardLabel card={card} />} />
            ))}
            <Radio value="other" label={t`Another card`} />
          </Stack>
        </Radio.Group>
      ) : null}

      {saveOffered ? (
        <Checkbox checked={choice.saveCard} onChange={(event) => toggleSave(event.currentTarget.checked)} label={t`Save the card for future payments`} />
      ) : null}

      {isFree ? (
        <Alert color="green" variant="light">
          <Trans>This contract is free: confirm it, no payment is needed.</Trans>
        </Alert>
      ) : null}
    </Stack>
  );
}
