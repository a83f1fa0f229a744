import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent, within } from 'storybook/test';
import { $user } from '@/entities/session';
import { $token } from '@/shared/api';
import { Header } from '@/widgets/header';
import { $header, $headerFailed, loadHeaderFx } from '@/widgets/header/testing';
import { customerFixture, headerFixture, tokenFixture } from '../fixtures';
import { mock, never, set, type EffectorParameter } from '../support/scope';

/** Header data is in the scope from the start and the gate's request answers with the same data. */
const withMenu =
  (signedIn: boolean, customer = customerFixture): EffectorParameter =>
  ({ lang }) => ({
    values: [
      set($header, headerFixture(lang)),
      ...(signedIn ? [set($user, customer), set($token, tokenFixture)] : []),
    ],
    handlers: [mock(loadHeaderFx, async () => headerFixture(lang))],
  });

const meta = {
  title: 'widgets/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: menu from /header/, search, phone, languages, Sign in. Below `md`: phone and burger. */
export const Anonymous: Story = { parameters: { effector: withMenu(false) } };

/** The menu request is on its way: a skeleton in place of the menu. */
export const Loading: Story = { parameters: { effector: { handlers: [mock(loadHeaderFx, never)] } } };

/** A signed-in customer: avatar, name (from 1440 px; below, the avatar alone) and Sign out instead of Sign in. */
export const SignedIn: Story = { parameters: { effector: withMenu(true) } };

/** A long name beside the menu: at 1280 px the menu keeps its one line (docs/decisions/header-one-line.md). */
export const SignedInLongName: Story = {
  parameters: {
    effector: withMenu(true, {
      ...customerFixture,
      fullname_hy: 'Արամայիս Մկրտչյան-Հովհաննիսյան',
      fullname_en: 'Aramayis Mkrtchyan-Hovhannisyan',
      fullname_ru: 'Арамаис Мкртчян-Оганесян',
      avatar: null,
    }),
  },
};

/** The menu failed to load: the header still has the logo, phone, search, languages and Sign in. */
export const MenuFailed: Story = { parameters: { effector: { values: [set($headerFailed, true)] } } };

/**
 * Below `md`: the drawer opened with the burger (menu, search, languages, phone, the customer and
 * Sign out). On wider screens the burger is hidden and the story shows the desktop header.
 */
export const MobileDrawerSignedIn: Story = {
  parameters: { effector: withMenu(true) },
  play: async ({ canvasElement }) => {
    const burger = canvasElement.querySelector<HTMLButtonElement>('[data-testid="header-burger"]');
    if (!burger || burger.offsetParent === null) return;
    await userEvent.click(burger);
    await within(document.body).findByRole('dialog');
  },
};

/** The services menu at desktop width: a column per service group with its products, then "all services". */
export const PersonalMenuOpen: Story = {
  parameters: { effector: withMenu(false) },
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-testid="menu-personal"]');
    if (!button || button.offsetParent === null) return;
    await userEvent.click(button);
  },
};

/** The company menu: the company, its documents, careers and media, each with its pages. */
export const CompanyMenuOpen: Story = {
  parameters: { effector: withMenu(false) },
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-testid="menu-company"]');
    if (!button || button.offsetParent === null) return;
    await userEvent.click(button);
  },
};

/** Below `md`: the drawer with Corporate and one of its groups opened (the group's own page first). */
export const MobileDrawerGroupOpen: Story = {
  parameters: { effector: withMenu(false) },
  play: async ({ canvasElement }) => {
    const burger = canvasElement.querySelector<HTMLButtonElement>('.mantine-Burger-root');
    if (!burger || burger.offsetParent === null) return;
    await userEvent.click(burger);
    const drawer = within(await within(document.body).findByRole('dialog'));
    // The closed toggles in order: Personal, Corporate, Company; once Corporate opens, its groups follow it.
    const closedToggles = () => drawer.getAllByRole('button', { expanded: false });
    await userEvent.click(closedToggles()[1] as HTMLElement);
    await userEvent.click(closedToggles()[1] as HTMLElement);
  },
};
