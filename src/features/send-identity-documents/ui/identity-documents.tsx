import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { $lang, formatDate } from '@/shared/i18n';
import { $documentType, $identity, documentTypeChosen, IdentityGate } from '../model/documents';
import { DocumentsForm, DocumentTypeChoice } from './documents-form';

/**
 * The profile's "Identity documents" (issue 20 item 2): a customer registration could not verify sends the documents
 * here whenever they like (after leaving or reloading registration, or after a refusal), sees that they are under
 * review ("reviewed within 1 working day") and the outcome.
 */
export function IdentityDocuments() {
  useGate(IdentityGate, {});
  const [identity, type, choose, lang] = useUnit([$identity, $documentType, documentTypeChosen, $lang]);
  const { t } = useLingui();
  // A verified customer (most of them) sees nothing here; neither does anyone while the status is read.
  if (!identity || identity.STATUS === 'verified') return null;
  const sentAt = identity.SENT_AT ? formatDate(identity.SENT_AT, lang) : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="identity-title" id="identity" data-identity={identity.STATUS}>
      <Stack gap="md">
        <Title order={2} size="h4" id="identity-title">
          <Trans>Identity documents</Trans>
        </Title>
        {identity.STATUS === 'review' ? (
          <Alert color="blue" variant="light" icon={<IconClockHour4 size={20} aria-hidden />} title={t`Under review`} role="status">
            {sentAt ? <Trans>Your documents were received on {sentAt}. They are reviewed within 1 working day; we will update your data then.</Trans> : <Trans>Your documents were received. They are reviewed within 1 working day; we will update your data then.</Trans>}
          </Alert>
        ) : (
          <>
            {identity.STATUS === 'rejected' ? (
              <Alert color="red" variant="light" title={t`The documents were not accepted`} role="alert">
                {identity.REASON || <Trans>Please send them again.</Trans>}
              </Alert>
            ) : (
              <Text size="sm">
                <Trans>We could not confirm who you are when you registered. Upload one identity document: we review it within 1 working day.</Trans>
              </Text>
            )}
            <DocumentTypeChoice value={type} onChosen={choose} />
            {type ? <DocumentsForm type={type} /> : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
