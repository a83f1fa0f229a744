import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { $pdfFailed, $pdfPending, pdfDownloadClicked } from '../model/pdf';

/** Downloads the contract's PDF as `contract-<number>.pdf`; a spinner while it loads, the failure beside it. */
export function PdfButton({ contractId, contractNumber }: { contractId: string; contractNumber: string | null }) {
  const [pending, failed, download] = useUnit([$pdfPending, $pdfFailed, pdfDownloadClicked]);
  return (
    <Stack gap={6} align="center">
      <Button
        variant="light"
        loading={pending}
        leftSection={<IconFileDownload size={18} aria-hidden="true" />}
        onClick={() => download({ id: contractId, number: contractNumber })}
        data-testid="contract-pdf"
      >
        <Trans>Download the contract (PDF)</Trans>
      </Button>
      {failed ? (
        <Text size="sm" c="red.8" role="alert" data-testid="contract-pdf-error">
          <Trans>The PDF could not be downloaded. Please try again.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
