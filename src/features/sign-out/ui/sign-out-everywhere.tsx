import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { ConfirmDialog } from '@/shared/ui';
import {
  $everywhereConfirmOpen,
  $everywhereFailed,
  $everywherePending,
  everywhereCancelled,
  everywhereClicked,
  everywhereConfirmed,
} from '../model/sign-out-everywhere';

/**
 * "Sign out on all devices" in Personal data (issue 22 item 4): for a computer or phone left signed in somewhere.
 * Used inside the profile (Mantine is there); its words are in the page catalog (scripts/split-catalogs.mjs NOT_SHELL).
 */
export function SignOutEverywhere() {
  const [opened, failed, pending, click, confirm, cancel] = useUnit([
    $everywhereConfirmOpen,
    $everywhereFailed,
    $everywherePending,
    everywhereClicked,
    everywhereConfirmed,
    everywhereCancelled,
  ]);
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        <Trans>Ends your sessions on every computer and phone where you are signed in, this one included. You will need to sign in again.</Trans>
      </Text>
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          <Trans>We could not sign you out everywhere. Check your connection and try again.</Trans>
        </Alert>
      ) : null}
      <Button variant="outline" color="red.9" leftSection={<IconDevices size={18} aria-hidden="true" />} onClick={click} loading={pending} data-testid="sign-out-everywhere">
        <Trans>Sign out on all devices</Trans>
      </Button>
      <ConfirmDialog opened={opened} title={<Trans>Sign out on all devices?</Trans>} onConfirm={confirm} onCancel={cancel}>
        <Trans>Every device where you are signed in, this one included, will be signed out.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
