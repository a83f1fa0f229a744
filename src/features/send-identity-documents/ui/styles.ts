// Mantine's stylesheets of the document choice beyond the app's common set (src/app/styles/mantine.css).
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
