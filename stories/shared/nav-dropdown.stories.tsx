import { Anchor, Box } from "@mantine/core";
import type { Meta, StoryObj } from "storybook-react-rsbuild";
import { expect, userEvent, within } from "storybook/test";
import { AppLink, NavDropdown } from "@/shared/ui";
import { L } from "../support/text";

const items = [
  {
    key: "car",
    link: (
      <Anchor component={AppLink} to="/services/personal/1">
        <L hy="Ավտոապահովագրություն" en="Car insurance" ru="Автострахование" />
      </Anchor>
    ),
  },
  {
    key: "health",
    link: (
      <Anchor component={AppLink} to="/services/personal/2">
        <L
          hy="Առողջության ապահովագրություն"
          en="Health insurance"
          ru="Медицинское страхование"
        />
      </Anchor>
    ),
  },
  {
    key: "travel",
    link: (
      <Anchor component={AppLink} to="/services/personal/3">
        <L
          hy="Ճամփորդական ապահովագրություն"
          en="Travel insurance"
          ru="Страхование путешественников"
        />
      </Anchor>
    ),
  },
];

const meta = {
  title: "shared/NavDropdown",
  component: NavDropdown,
  args: {
    label: <L hy="Անհատներին" en="Personal" ru="Частным лицам" />,
    items,
    testId: "nav-dropdown",
  },
  decorators: [
    (Story) => (
      <Box h={240}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NavDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's menu button, closed: only the label and the chevron. */
export const Closed: Story = {};

/** Opened by a click: the links are listed and the button reports `aria-expanded`. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId("nav-dropdown");
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
  },
};

/** Escape closes the panel and returns focus to the button (keyboard users). */
export const ClosedByEscape: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId("nav-dropdown");
    await userEvent.click(button);
    await userEvent.keyboard("{Escape}");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveFocus();
  },
};
