import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconDeviceMobile, IconMail, IconMapPin, IconPhone, IconPrinter, IconWorld } from '@tabler/icons-react';
import type { ContactBranch, ContactIcon } from '@/shared/api';
import { contactHref } from '../lib/contact-href';

const ICONS: Record<ContactIcon, typeof IconPhone> = {
  phone: IconPhone,
  mobile: IconDeviceMobile,
  email: IconMail,
  address: IconMapPin,
  clock: IconClock,
  fax: IconPrinter,
  web: IconWorld,
};

/** A branch with its contact items (label, value, link from url or urlPrefix, icon). */
export function BranchCard({ branch, marker, headingLevel = 3 }: { branch: ContactBranch; marker?: number; headingLevel?: 2 | 3 | 4 }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid={`branch-${branch.id}`} h="100%">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {marker !== undefined ? (
            <Text component="span" fw={800} c="white" bg="brand.7" w={26} h={26} ta="center" style={{ borderRadius: '50%', flexShrink: 0, lineHeight: '26px' }} aria-hidden="true">
              {marker}
            </Text>
          ) : null}
          <Stack gap={4}>
            <Title order={headingLevel} size="h4">
              {branch.branchName}
            </Title>
            {branch.isHeadOffice ? (
              <Badge variant="light" w="fit-content">
                <Trans>Head office</Trans>
              </Badge>
            ) : null}
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
          <Text component="address" fs="normal" data-testid="branch-address">
            {branch.branchAddress}
          </Text>
        </Group>
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {branch.contactItems.map((item) => {
            const Icon = ICONS[item.icon];
            const href = contactHref(item);
            return (
              <Group component="li" key={`${item.label}-${item.value}`} gap="xs" wrap="nowrap" align="flex-start">
                <Icon size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
                <Text size="sm">
                  <Text component="span" c="gray.7" size="sm">
                    {item.label}:{' '}
                  </Text>
                  {href ? (
                    <Anchor href={href} size="sm" fw={600} data-contact={item.icon}>
                      {item.value}
                    </Anchor>
                  ) : (
                    <Text component="span" size="sm" fw={600}>
                      {item.value}
                    </Text>
                  )}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
