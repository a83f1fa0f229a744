// Mantine's styles of the components the payment panel uses beyond the app's common set (src/app/styles/mantine.css)
// (the wizard's form brings them too; the panel does not count on it).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
