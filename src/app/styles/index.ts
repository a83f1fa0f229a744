// The app's global styles: fonts, Mantine's common stylesheets, global.css (app.css, one stylesheet of @imports).
import './app.css';
