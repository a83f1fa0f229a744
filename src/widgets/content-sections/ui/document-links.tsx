import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile, IconFileTypePdf } from '@tabler/icons-react';
import type { DocumentLink } from '@/shared/api';

const isPdf = (href: string) => /\.pdf(?:$|[?#])/i.test(href);

/** A list of documents (name, link or url): files open in a new tab. */
export function DocumentLinks({ documents, label }: { documents: DocumentLink[]; label?: string }) {
  const { t } = useLingui();
  if (documents.length === 0) return null;
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {documents.map((document) => {
        const Icon = isPdf(document.href) ? IconFileTypePdf : IconFile;
        return (
          <li key={`${document.name}-${document.href}`}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Icon size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-brand-7)" />
              {document.href ? (
                <Anchor href={document.href} target="_blank" rel="noopener noreferrer" fw={500}>
                  {document.name}
                  <IconDownload size={14} aria-hidden="true" style={{ marginInlineStart: 6, verticalAlign: 'middle' }} />
                  <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
                </Anchor>
              ) : (
                <Text fw={500}>{document.name}</Text>
              )}
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
