import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { CompensationButton } from './compensation-button';
import { CompensationModals } from './compensation-modals';

/**
 * The public compensation request (public-site.md §1, §6; customer-portal.md §7 `/mobile/create-request/public/`):
 * the same search and application for a visitor without an account, sent as multipart. On the contacts page
 * (`/contacts#compensation`), where people look for help after an accident.
 */
export function PublicCompensationRequest() {
  return (
    <Paper withBorder radius="md" p="lg" component="section" id="compensation" aria-labelledby="compensation-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="compensation-title">
          <Trans>Had an accident?</Trans>
        </Title>
        <Text>
          <Trans>
            If a car insured with us under CMTPL damaged yours, apply for compensation here. No account is needed: have the photos of the car, its plate and the
            damage and your bank account number ready.
          </Trans>
        </Text>
        <CompensationButton audience="public" />
        <CompensationModals />
      </Stack>
    </Paper>
  );
}
