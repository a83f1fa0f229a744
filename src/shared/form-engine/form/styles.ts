// Mantine styles of the form controls, loaded with the first form (not in the app shell's budget; see
// src/app/styles/mantine.css for the ones every page has). Order: Mantine's dependency order.
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Code.css';
import '@mantine/dates/styles.css';
