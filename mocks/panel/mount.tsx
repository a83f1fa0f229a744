import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
// The app imports Mantine's styles per component (src/app/styles/mantine.css): the panel brings the ones it
// uses, in Mantine's dependency order. The bundler loads a stylesheet once, however often it is imported.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { createRoot } from 'react-dom/client';
import { SimPanel } from './sim-panel';

export const PANEL_ROOT_ID = 'sim-panel-root';

/** Darker shades than Mantine's defaults: white text on them passes WCAG AA contrast. */
const theme = createTheme({ primaryColor: 'blue', primaryShade: 9, cursorType: 'pointer' });

/** Input descriptions use the "dimmed" colour, too light for AA on white: use gray 7 in the panel. */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/**
 * Mounts the panel in its own root. Its MantineProvider must not touch the app's theme: CSS variables are
 * scoped to the panel's root element (not :root, all of them, not only those differing from the defaults),
 * no global classes (their breakpoints would differ from the app's), the colour-scheme attribute goes on the
 * panel's root, and the drawer is portalled into it so it inherits those variables.
 */
export function mountPanel(): void {
  if (document.getElementById(PANEL_ROOT_ID)) return;
  const container = document.createElement('div');
  container.id = PANEL_ROOT_ID;
  document.body.appendChild(container);
  createRoot(container).render(
    <MantineProvider
      theme={theme}
      cssVariablesSelector={`#${PANEL_ROOT_ID}`}
      deduplicateCssVariables={false}
      withGlobalClasses={false}
      getRootElement={() => container}
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <SimPanel portalTarget={container} />
    </MantineProvider>,
  );
}
