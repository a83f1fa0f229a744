// Mantine's stylesheets of the upload rows beyond the app's common set (src/app/styles/mantine.css): the progress bar.
import '@mantine/core/styles/Progress.css';
