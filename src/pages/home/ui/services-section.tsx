import { Trans, useLingui } from '@lingui/react/macro';
import { Carousel } from '@mantine/carousel';
import { SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { Service, ServiceGroup } from '@/shared/api';
import { useCarouselWords } from '@/shared/carousel';
import { HOME_TILES_SLIDER_THRESHOLD } from '@/shared/config';
import { AppLink, ServiceIcon } from '@/shared/ui';
import { $serviceGroups, $tab, tabChanged, type ServicesTab } from '../model/home';
import classes from './home.module.css';

function ServiceTile({ group, service }: { group: ServiceGroup; service: Service }) {
  return (
    <AppLink to={`/services/${group.charid}/${service.charid}`} className={classes.tile}>
      <span className={classes.tileIcon}>
        <ServiceIcon name={service.icon} />
      </span>
      <Text fw={700}>{service.title}</Text>
      {service.description ? (
        <Text size="sm" c="gray.7">
          {service.description}
        </Text>
      ) : null}
    </AppLink>
  );
}

/** A group's tiles: a grid, or a slider when the group has more than 4 services. */
export function ServiceGroupTiles({ group }: { group: ServiceGroup }) {
  const { t } = useLingui();
  const asSlider = group.services.length > HOME_TILES_SLIDER_THRESHOLD;
  const words = useCarouselWords(group.services.length, { label: group.title });
  return (
    <Stack gap="sm" data-testid={`service-group-${group.id}`} data-layout={asSlider ? 'slider' : 'grid'}>
      <Title order={3} size="h4">
        {group.title}
      </Title>
      {asSlider ? (
        <>
          <Carousel
            slideSize={{ base: '85%', xs: '60%', sm: '40%', md: '33.333%', lg: '25%' }}
            slideGap="md"
            emblaOptions={{ align: 'start', containScroll: 'trimSnaps' }}
            previousControlProps={{ 'aria-label': t`Previous` }}
            nextControlProps={{ 'aria-label': t`Next` }}
            {...words.root}
          >
            {group.services.map((service, index) => (
              <Carousel.Slide key={service.id} {...words.slide(index)}>
                <ServiceTile group={group} service={service} />
              </Carousel.Slide>
            ))}
          </Carousel>
          {words.status}
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {group.services.map((service) => (
            <ServiceTile key={service.id} group={group} service={service} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function ServicesSection({ title }: { title: string }) {
  const { t } = useLingui();
  const [groups, tab, changeTab] = useUnit([$serviceGroups, $tab, tabChanged]);
  return (
    <Stack gap="lg">
      <Title order={2}>{title || <Trans>Our services</Trans>}</Title>
      <SegmentedControl
        value={tab}
        onChange={(value) => changeTab(value as ServicesTab)}
        data={[
          { value: 'personal', label: t`Personal` },
          { value: 'corporate', label: t`Corporate` },
        ]}
        aria-label={t`Customer type`}
        w={{ base: '100%', sm: 'auto' }}
        classNames={{ label: classes.segmentLabel }}
        style={{ alignSelf: 'flex-start' }}
      />
      {groups.map((group) => (
        <ServiceGroupTiles key={group.id} group={group} />
      ))}
    </Stack>
  );
}
