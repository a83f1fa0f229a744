import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { $fullName, $user } from '@/entities/session';
import { PageMeta } from '@/shared/ui';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value || '—'}</Text>
    </Stack>
  );
}

/** The signed-in landing page (/profile/{tab}): the customer's own data from /mobile/get-cust-datas/. */
export function ProfilePage() {
  const { t } = useLingui();
  const [user, name] = useUnit([$user, $fullName]);
  if (!user) return null;
  const languageNames = { am: 'Հայերեն', en: 'English', ru: 'Русский' } as const;
  return (
    <Container size="lg" py="xl">
      <PageMeta title={t`My account`} noIndex />
      <Stack gap="lg">
        <Group gap="md">
          <Avatar src={user.avatar ?? undefined} alt={name} size={72} radius="xl" color="brand" />
          <Stack gap={2}>
            <Title order={1} size="h2">
              {name}
            </Title>
            <Text c="gray.7">
              <Trans>My account</Trans>
            </Text>
          </Stack>
        </Group>
        <Paper withBorder radius="lg" p="xl">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Field label={t`Customer number`} value={user.CUSTOMER} />
            <Field label={t`Personal ID`} value={user.UID} />
            <Field label={t`Phone`} value={user.PHONE} />
            <Field label={t`E-mail`} value={user.EMAIL} />
            <Field label={t`Preferred language`} value={languageNames[user.lang]} />
          </SimpleGrid>
        </Paper>
      </Stack>
    </Container>
  );
}
