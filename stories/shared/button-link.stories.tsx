import { Group } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ButtonLink, useLangParams } from '@/shared/ui';
import { L } from '../support/text';

const meta = {
  title: 'shared/ButtonLink',
  component: ButtonLink,
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

function Buttons() {
  // The current language's route param: no prefix in Armenian, /en/… and /ru/… otherwise.
  const params = useLangParams();
  return (
    <Group>
      <ButtonLink to="/{-$lang}" params={params} size="md">
        <L hy="Գլխավոր էջ" en="Home page" ru="Главная" />
      </ButtonLink>
      <ButtonLink to="/{-$lang}/login" params={params} variant="light" leftSection={<IconUserCircle size={18} aria-hidden="true" />}>
        <L hy="Մուտք" en="Sign in" ru="Вход" />
      </ButtonLink>
      <ButtonLink to="/{-$lang}/contacts" params={params} variant="outline">
        <L hy="Կապ" en="Contact" ru="Контакты" />
      </ButtonLink>
    </Group>
  );
}

/** A Mantine button that is a typed router link (href with the language prefix), in the variants the app uses. */
export const Variants: Story = { render: () => <Buttons /> };
