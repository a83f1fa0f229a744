import { Trans } from '@lingui/react/macro';
import { IconLogout } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { ConfirmDialog, ShellButton } from '@/shared/ui';
import { $confirmOpen, signOutCancelled, signOutClicked, signOutConfirmed } from '../model/sign-out';

/** Sign out (asks first). A plain `ShellButton`: it is in the header, which renders before Mantine loads. */
export function SignOutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const [opened, click, confirm, cancel] = useUnit([$confirmOpen, signOutClicked, signOutConfirmed, signOutCancelled]);
  return (
    <>
      <ShellButton variant="subtle" color="gray" leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={click} fullWidth={fullWidth}>
        <Trans>Sign out</Trans>
      </ShellButton>
      <ConfirmDialog opened={opened} title={<Trans>Sign out?</Trans>} onConfirm={confirm} onCancel={cancel}>
        <Trans>Do you want to sign out of your account?</Trans>
      </ConfirmDialog>
    </>
  );
}
