import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Box, Container, Divider, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTelegram,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import type { SocialNetwork } from '@/shared/api';
import { config } from '@/shared/config';
import { AppLink } from '@/shared/ui';
import { $footer, FooterGate } from '../model/footer';

const SOCIAL_ICONS: Record<SocialNetwork, Icon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  telegram: IconBrandTelegram,
};

export function FooterSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true" data-testid="footer-skeleton">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[0, 1, 2].map((key) => (
          <Stack key={key} gap={8}>
            <Skeleton height={12} width="60%" />
            <Skeleton height={12} width="80%" />
            <Skeleton height={12} width="50%" />
          </Stack>
        ))}
      </SimpleGrid>
      <Skeleton height={10} width="90%" mt="md" />
    </Stack>
  );
}

/** The footer (public-site.md §2): info links, social links, certificates, legal text, copyright, version. */
export function Footer() {
  useGate(FooterGate);
  const { t } = useLingui();
  const footer = useUnit($footer);

  return (
    <Box component="footer" bg="gray.0" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl">
        {footer ? (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
              <Stack gap={6} component="nav" aria-label={t`Information`}>
                <Text fw={700} component="h2" size="md">
                  <Trans>Information</Trans>
                </Text>
                {footer.infoLinks.map((link) => (
                  <Anchor key={link.link} component={AppLink} to={link.link} c="gray.8" size="sm">
                    {link.title}
                  </Anchor>
                ))}
              </Stack>
              <Stack gap={6}>
                <Text fw={700} component="h2" size="md">
                  <Trans>Follow us</Trans>
                </Text>
                <Group gap="xs">
                  {footer.socialLinks.map((social) => {
                    const SocialIcon = SOCIAL_ICONS[social.name];
                    return (
                      <ActionIcon
                        key={social.name}
                        component="a"
                        href={social.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="light"
                        size="lg"
                        radius="xl"
                        aria-label={social.name}
                      >
                        <SocialIcon size={18} aria-hidden="true" />
                      </ActionIcon>
                    );
                  })}
                </Group>
                <Text size="sm" mt="sm">
                  <Trans>Hotline</Trans>: <Anchor href={`tel:${config.companyPhone.replace(/[^\d+]/g, '')}`}>{config.companyPhone}</Anchor>
                </Text>
              </Stack>
              <Stack gap={6}>
                <Text fw={700} component="h2" size="md">
                  <Trans>Certificates</Trans>
                </Text>
                <Group gap="sm">
                  {footer.certificates.map((certificate) => {
                    const image = <Image src={certificate.img} alt={certificate.title} h={56} w="auto" fit="contain" />;
                    return certificate.url ? (
                      <a key={certificate.title} href={certificate.url} target="_blank" rel="noopener noreferrer">
                        {image}
                      </a>
                    ) : (
                      <Box key={certificate.title}>{image}</Box>
                    );
                  })}
                </Group>
              </Stack>
            </SimpleGrid>
            <Divider />
            <Text size="xs" c="gray.7">
              {footer.legalText}
            </Text>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="gray.7">
                {footer.copyright}
              </Text>
              <Text size="xs" c="gray.7" data-testid="footer-version">
                {footer.updateVersion}
              </Text>
            </Group>
          </Stack>
        ) : (
          <FooterSkeleton />
        )}
      </Container>
    </Box>
  );
}
