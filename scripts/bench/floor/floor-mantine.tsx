// The floor with Mantine: the same page as floor.tsx through MantineProvider and Mantine's Title and Text, with
// Mantine's stylesheets imported per component as the app does (src/app/styles/mantine.css).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { MantineProvider, Text, Title } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { HEADING, PARAGRAPH } from './text';

createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <main>
      <Title order={1}>{HEADING}</Title>
      <Text>{PARAGRAPH}</Text>
    </main>
  </MantineProvider>,
);
