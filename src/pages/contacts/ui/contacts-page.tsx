import '@mantine/core/styles/Grid.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { Suspense } from 'react';
import { contactHref, OfficesMap } from '@/entities/office';
import { lazyRetrying } from '@/shared/lib';
import { AfterFirstPaint, PageMeta, PageState } from '@/shared/ui';
import { $headOffice, contactsQuery } from '../model/contacts';

/**
 * The compensation request is below the offices and needs the form engine, the upload list and the compensation
 * models: its chunk loads after the first paint, so none of that is evaluated before the largest paint
 * (docs/decisions/profile-screens-on-demand.md).
 */
const PublicCompensationRequest = lazyRetrying(() => import('@/features/apply-for-compensation').then((module) => ({ default: module.PublicCompensationRequest })));

function ContactsSkeleton() {
  return (
    <Container size="xl" py="lg" aria-busy="true" data-testid="contacts-skeleton">
      <Stack gap="lg" aria-hidden="true">
        <Skeleton height={36} width={240} />
        <Skeleton height={18} width="60%" />
        <Skeleton height={72} width={360} maw="100%" radius="md" />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={420} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} height={190} radius="md" />
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

/** /contacts: the head office telephone, the branches with their contact items, and the offices map. */
export function ContactsPage() {
  const { t } = useLingui();
  useGate(contactsQuery.Gate);
  const [contacts, headOffice, failed, retry] = useUnit([contactsQuery.$data, $headOffice, contactsQuery.$failed, contactsQuery.retried]);

  return (
    <PageState data={contacts} failed={failed} onRetry={retry} skeleton={<ContactsSkeleton />} page={{ title: t`Contacts` }}>
      {(contacts) => {
        const phone = headOffice?.contactItems.find((item) => item.icon === 'phone');
        const phoneHref = phone ? contactHref(phone) : null;
        return (
          <Container size="xl" py="lg">
            <PageMeta title={contacts.meta_title || contacts.title} description={contacts.meta_description} keywords={contacts.meta_keywords} />
            <Stack gap="lg">
              <Stack gap="xs">
                <Title order={1}>{contacts.title}</Title>
                {contacts.description ? <Text c="gray.7" fz="lg">{contacts.description}</Text> : null}
              </Stack>
              {phone && headOffice ? (
                <Paper radius="md" p="lg" bg="brand.0" w="fit-content" maw="100%" data-testid="head-office-phone">
                  <Stack gap={2}>
                    <Text size="sm" c="gray.8">
                      <Trans>Head office telephone</Trans>
                    </Text>
                    <Anchor href={phoneHref ?? undefined} fw={800} fz={28} c="brand.8">
                      <IconPhone size={24} aria-hidden="true" style={{ marginInlineEnd: 8, verticalAlign: 'middle' }} />
                      {phone.value}
                    </Anchor>
                    <Text size="sm" c="gray.8">
                      {headOffice.branchAddress}
                    </Text>
                  </Stack>
                </Paper>
              ) : null}
              {/* The lead paragraph (the largest paint) first; the offices and the request right after it has painted. */}
              <AfterFirstPaint
                parts={[
                  <OfficesMap key="offices" branches={contacts.branches} headingLevel={2} />,
                  // A placeholder while its chunk loads, below the first screen: the build's snapshot waits for the
                  // request (with `null` it had it or not, by the build machine's timing), the hand-over to the app does
                  // not (first-paint.browser.js).
                  <Suspense key="compensation" fallback={<div aria-busy="true" data-placeholder="below" />}>
                    <PublicCompensationRequest />
                  </Suspense>,
                ]}
              />
            </Stack>
          </Container>
        );
      }}
    </PageState>
  );
}
