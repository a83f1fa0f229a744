import { useLingui } from '@lingui/react/macro';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import { Fragment, type ReactNode } from 'react';
import { LoginCard } from '@/features/sign-in';
import { SubscribeForm } from '@/features/subscribe-newsletter';
import { AfterFirstPaint, PageMeta, PageState } from '@/shared/ui';
import { $documentTiles, $failed, $home, $slides, HomeGate, retried, type HomeScrollTarget } from '../model/home';
import { AppDownloadBanner, ClientsBlock, DocumentShortcuts, InvestmentsBlock, NewsSlider, ReinsuranceBlock, SupportBlock } from './blocks';
import { BannerSlider } from './banner-slider';
import { HomeSkeleton } from './home-skeleton';
import classes from './home.module.css';
import { ServicesSection } from './services-section';

function Section({ show, id, children }: { show: boolean; id?: string; children: ReactNode }) {
  if (!show) return null;
  return (
    <Box component="section" className={classes.section} id={id}>
      {children}
    </Box>
  );
}

export function HomePage({ scrollTo }: { scrollTo?: HomeScrollTarget }) {
  useGate(HomeGate, { scrollTo });
  const { t } = useLingui();
  const [home, slides, tiles, failed, retry] = useUnit([$home, $slides, $documentTiles, $failed, retried]);

  return (
    <PageState data={home} failed={failed} onRetry={retry} skeleton={<HomeSkeleton />} page={{ title: t`Home`, size: 'sm', py: 'xl' }}>
      {(home) => (
        <Container size="xl" py="lg">
          <PageMeta title={home.meta_title} description={home.meta_description} keywords={home.meta_keywords} image={slides[0]?.img} />
          <Title order={1} className="visually-hidden">
            {home.meta_title}
          </Title>
          <Stack gap={0}>
            <Section show={home.sliderData.showSection}>
              <BannerSlider slides={slides} />
            </Section>
            {/* The banner (the largest paint) first; the sections below after it has painted, a few at a time (at once
                for /contact: its scroll to the subscribe block needs the block). */}
            <AfterFirstPaint
              immediate={scrollTo !== undefined}
              parts={[
                <Section key="services" show={home.servicesData.showSection}>
                  <ServicesSection title={home.servicesData.title} />
                </Section>,
                <Fragment key="app-documents">
                  <Section show={home.applicationData.showSection}>
                    <AppDownloadBanner data={home.applicationData} />
                  </Section>
                  <Section show={home.documentsData.showSection}>
                    <DocumentShortcuts title={home.documentsData.title} tiles={tiles} />
                  </Section>
                </Fragment>,
                <Fragment key="partners">
                  <Section show={home.clientsData.showSection}>
                    <ClientsBlock data={home.clientsData} />
                  </Section>
                  <Section show={home.reinsuranceData.showSection}>
                    <ReinsuranceBlock data={home.reinsuranceData} />
                  </Section>
                  <Section show={home.inverstingsData.showSection}>
                    <InvestmentsBlock data={home.inverstingsData} />
                  </Section>
                </Fragment>,
                <Section key="news" show={home.newsData.showSection}>
                  <NewsSlider data={home.newsData} />
                </Section>,
                <Fragment key="support-subscribe">
                  <Section show={home.supportData.showSection}>
                    <SupportBlock data={home.supportData} />
                  </Section>
                  <Section show={home.subscribeData.showSection} id="subscribe">
                    <Stack gap="sm" maw={640}>
                      <Title order={2}>{home.subscribeData.title}</Title>
                      {home.subscribeData.description ? <Text c="gray.7">{home.subscribeData.description}</Text> : null}
                      <SubscribeForm />
                    </Stack>
                  </Section>
                  <LoginCard hidden />
                </Fragment>,
              ]}
            />
          </Stack>
        </Container>
      )}
    </PageState>
  );
}
