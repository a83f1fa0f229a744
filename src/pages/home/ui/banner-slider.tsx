import { Trans, useLingui } from '@lingui/react/macro';
import { Carousel } from '@mantine/carousel';
import { Button, Group, Text, Title } from '@mantine/core';
import type { Banner } from '@/shared/api';
import { useCarouselWords } from '@/shared/carousel';
import { AppLink } from '@/shared/ui';
import classes from './home.module.css';

/** The banner slider; slides 18 and 19 link where the product says (see the home model). */
export function BannerSlider({ slides }: { slides: Banner[] }) {
  const { t } = useLingui();
  const words = useCarouselWords(slides.length, { label: t`Offers` });
  if (slides.length === 0) return null;
  return (
    <>
      <Carousel
        withIndicators
        classNames={{ controls: classes.sliderControls }}
        slideGap="md"
        emblaOptions={{ loop: true, align: 'start' }}
        {...words.root}
        previousControlProps={{ 'aria-label': t`Previous slide` }}
        nextControlProps={{ 'aria-label': t`Next slide` }}
      >
        {slides.map((slide, index) => (
          <Carousel.Slide key={slide.id} {...words.slide(index)} data-slide-id={slide.id}>
            <div className={classes.slide} style={{ backgroundImage: `url(${slide.img})` }}>
              <div className={classes.slideText}>
                {slide.subtitle ? (
                  <Text size="sm" fw={700} c="brand.8" tt="uppercase">
                    {slide.subtitle}
                  </Text>
                ) : null}
                <Title order={index === 0 ? 2 : 3} size="h2">
                  {slide.title}
                </Title>
                {slide.description ? <Text mt="xs">{slide.description}</Text> : null}
                <Group mt="md" gap="sm">
                  <Button component={AppLink} to={slide.link} style={slide.buttonBgColor ? { backgroundColor: slide.buttonBgColor } : undefined}>
                    <Trans>Learn more</Trans>
                  </Button>
                  {slide.contractsLink ? (
                    <Button component={AppLink} to={slide.contractsLink} variant="outline">
                      <Trans>Buy online</Trans>
                    </Button>
                  ) : null}
                </Group>
              </div>
            </div>
          </Carousel.Slide>
        ))}
      </Carousel>
      {words.status}
    </>
  );
}
