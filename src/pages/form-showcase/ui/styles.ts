// Mantine's styles of the components the showcase uses beyond the app's common set (src/app/styles/mantine.css).
import '@mantine/core/styles/Code.css';
