import { Trans, useLingui } from '@lingui/react/macro';
import { Autocomplete, Button, Group, SimpleGrid, Stack, Text, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import type { AutofillField } from '@/shared/api';
import { FailureNotice } from '@/shared/ui';
import type { AddressField } from '../lib/address';
import classes from './form.module.css';
import { $address, $addressErrors, $addressFailure, $addressPending, $addressSavedNow, $suggestions, addressFieldChanged, addressSaved, type AddressError } from '../model/address';

/** The server already chose the suggestions (in any language of the place's name): show them all, as they come. */
const serverFiltered: OptionsFilter = ({ options }) => options as ComboboxItem[];

function useErrorText() {
  const { t } = useLingui();
  return (field: AddressField, error: AddressError | undefined): string | undefined => {
    if (!error) return undefined;
    switch (error.type) {
      case 'server':
        return error.message;
      case 'required':
        return t`This field is required`;
      case 'too-long':
        return t`Too long: at most 80 characters`;
      case 'invalid':
        if (field === 'HOUSE') return t`Enter the building number, e.g. 12 or 12/3`;
        if (field === 'APARTMENT') return t`The flat number has up to 4 digits`;
        return t`Letters, digits, hyphen, slash, full stop, comma and space only`;
    }
  };
}

/**
 * The customer's address: town and street with suggestions (typing asks /profile/data/autofill; arrows and Enter
 * pick one), building and flat typed; "Save address".
 */
export function AddressForm() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [address, suggestions, errors, pending, savedNow, failure] = useUnit([$address, $suggestions, $addressErrors, $addressPending, $addressSavedNow, $addressFailure]);
  const [change, save] = useUnit([addressFieldChanged, addressSaved]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const suggested = (field: AutofillField, label: string, autoComplete: string) => (
    <Autocomplete
      label={label}
      name={field}
      autoComplete={autoComplete}
      value={address[field]}
      onChange={(value) => change({ field, value })}
      data={suggestions[field]}
      filter={serverFiltered}
      error={errorText(field, errors[field])}
      required
      data-testid={`address-${field}`}
    />
  );
  return (
    <form onSubmit={onSubmit} className={classes.form} noValidate aria-busy={pending} data-testid="address-form">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          <Trans>Start typing the town or the street and choose from the suggestions.</Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {suggested('CITY', t`Town or city`, 'address-level2')}
          {suggested('STREET', t`Street`, 'address-line1')}
          <TextInput
            label={t`Building`}
            name="HOUSE"
            value={address.HOUSE}
            onChange={(event) => change({ field: 'HOUSE', value: event.currentTarget.value })}
            error={errorText('HOUSE', errors.HOUSE)}
            maxLength={10}
            required
          />
          <TextInput
            label={t`Flat (optional)`}
            name="APARTMENT"
            inputMode="numeric"
            value={address.APARTMENT}
            onChange={(event) => change({ field: 'APARTMENT', value: event.currentTarget.value })}
            error={errorText('APARTMENT', errors.APARTMENT)}
            maxLength={4}
          />
        </SimpleGrid>
        <Group gap="md">
          <Button type="submit" loading={pending}>
            <Trans>Save address</Trans>
          </Button>
          {savedNow ? (
            <Group gap={6} role="status" data-testid="address-saved">
              <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-hidden="true" />
              <Text size="sm" c="var(--mantine-color-green-light-color)">
                <Trans>Address saved</Trans>
              </Text>
            </Group>
          ) : null}
        </Group>
        <FailureNotice reason={failure} />
      </Stack>
    </form>
  );
}
