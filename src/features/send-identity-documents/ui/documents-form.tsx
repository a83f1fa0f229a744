import './styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { DOCUMENT_PARTS, DOCUMENT_TYPES, type DocumentType } from '@/shared/lib';
import { MAX_FILES_PER_LIST, UploadListField } from '@/shared/upload';
import { $sending, $submitProblem, documents, documentsSubmitted, type SubmitProblem } from '../model/documents';
import { useDocumentTexts } from './texts';

/** The choice of the document to upload (ID card, passport, social card). */
export function DocumentTypeChoice({ value, onChosen }: { value?: DocumentType | null; onChosen: (type: DocumentType) => void }) {
  const { t } = useLingui();
  const { documentNames, hints } = useDocumentTexts();
  return (
    <Radio.Group label={t`Document`} name="DOCUMENT_TYPE" value={value ?? null} onChange={(next) => onChosen(next as DocumentType)}>
      <Stack gap="xs" mt="xs">
        {DOCUMENT_TYPES.map((type) => (
          <Radio.Card key={type} value={type} p="md" radius="md" withBorder aria-label={documentNames[type]}>
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{documentNames[type]}</Text>
                <Text size="sm" c="gray.7">
                  {hints[type]}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

function useSubmitProblemText() {
  const { t } = useLingui();
  return (problem: SubmitProblem | null, partName: (part: string) => string): string | null => {
    if (!problem) return null;
    switch (problem.code) {
      case 'missing': {
        const parts = problem.parts.map(partName).join(', ');
        return t`Add a file for every part: ${parts}`;
      }
      case 'busy':
        return t`Wait until the files are uploaded`;
      case 'failed':
        return t`Send the failed files again (Try again) or remove them`;
      case 'server':
        return problem.message || t`The documents could not be sent. Try again.`;
    }
  };
}

/**
 * The files of one document, a part per upload list (each file goes up as soon as it is chosen: photos are made
 * smaller in the browser first), and "Send the documents". The selfie offers the front camera, the pages the back one.
 */
export function DocumentsForm({ type }: { type: DocumentType }) {
  const [problem, sending, submit] = useUnit([$submitProblem, $sending, documentsSubmitted]);
  const { documentNames, partNames } = useDocumentTexts();
  const problemText = useSubmitProblemText();
  const message = problemText(problem, (part) => partNames[type][part as keyof (typeof partNames)[typeof type]] ?? part);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={sending} data-documents={type}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {documentNames[type]}
        </Title>
        <Text size="sm" c="gray.7">
          <Trans>Photos (jpg, png, heic) are made smaller before sending; pdf up to 3 MB each; up to 8 files per part.</Trans>
        </Text>
        {DOCUMENT_PARTS[type].map((part) => (
          <UploadListField
            key={part}
            list={documents}
            slot={part}
            id={`documents-${part}`}
            label={partNames[type][part] ?? part}
            required
            camera={part === 'selfie' ? 'user' : 'environment'}
            maxFiles={MAX_FILES_PER_LIST}
          />
        ))}
        {message ? (
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
        ) : null}
        <Button type="submit" loading={sending} fullWidth size="md">
          <Trans>Send the documents</Trans>
        </Button>
      </Stack>
    </form>
  );
}
