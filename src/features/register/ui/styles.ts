// Mantine's styles of the components the registration steps use beyond the app's common set
// (src/app/styles/mantine.ts): the document choice (Radio.Group, Radio.Card, Radio.Indicator) and the upload progress.
// Each screen imports what it uses: a stylesheet another chunk happened to load is not there on a direct visit.
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
