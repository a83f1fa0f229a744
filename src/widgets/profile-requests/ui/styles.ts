// Mantine's styles of the components this screen uses beyond the app's common set (src/app/styles/mantine.css):
// NativeSelect's chevron (its error colour) is styled by Combobox.css.
import '@mantine/core/styles/Combobox.css';
