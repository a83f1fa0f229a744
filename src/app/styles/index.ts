// Self-hosted fonts, a file per script and weight: Armenian and Latin (and Latin Extended) from Noto Sans Armenian,
// each face with its `unicode-range`, so a page downloads only the scripts its text uses; Cyrillic from Noto Sans.
// Noto Sans Armenian is first in the theme's font stack and draws every Latin character, so Noto Sans's own Latin
// faces were never used: not declared any more (docs/decisions/fonts-first-screen.md).
import '@fontsource/noto-sans-armenian/400.css';
import '@fontsource/noto-sans-armenian/600.css';
import '@fontsource/noto-sans-armenian/700.css';
import '@fontsource/noto-sans/cyrillic-400.css';
import '@fontsource/noto-sans/cyrillic-600.css';
import '@fontsource/noto-sans/cyrillic-700.css';
import './mantine';
import './global.css';
