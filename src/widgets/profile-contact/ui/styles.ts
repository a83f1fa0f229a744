// Mantine's styles of the components this screen uses beyond the app's common set (src/app/styles/mantine.css).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Combobox.css';
