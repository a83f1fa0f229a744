// Mantine's styles of the components the claims screen uses beyond the app's common set (src/app/styles/mantine.ts).
import '@mantine/core/styles/Table.css';
