// Mantine's styles of the components the contract screens use beyond the app's common set (src/app/styles/mantine.css).
// Each screen imports what it uses: a stylesheet another chunk happened to load is not there on a direct visit.
import '@mantine/core/styles/Table.css';
