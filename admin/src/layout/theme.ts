import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with darker blues: the default app bar (#2196f3 under white text, 3.1:1) fails
 * WCAG AA contrast; #0d47a1 and #1565c0 pass (8.6:1 and 5.7:1). Checked by axe in tests/e2e/console.
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0', contrastText: '#fff' },
    secondary: { light: '#5472d3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    // Notifications are drawn in the palette's main colour under its contrast text: MUI's warning (#ed6c02,
    // 3.1:1) and info (#0288d1, 3.9:1) fail AA under white text; these pass (5.0:1 and 7.4:1).
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#01579b', contrastText: '#fff' },
  },
  // Hindi names fall through to the bundled Devanagari face (devanagari-font.css) when the system has none.
  typography: {
    ...defaultLightTheme.typography,
    fontFamily: 'Roboto, Helvetica, Arial, "Noto Sans Devanagari Variable", sans-serif',
  },
  components: {
    ...defaultLightTheme.components,
    // The empty-list message is drawn at half opacity (2.7:1); full opacity in the secondary text colour passes.
    // react-admin puts aria-label on the checkbox, which MUI 9 leaves on the wrapping span (not allowed there)
    // while the input itself stays unlabelled: move it to the input.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
    // react-admin's loading indicators are progressbars with no name (axe: serious): the app-bar spinner while
    // any list refetches, and the bar a reference field shows until its record arrives. Each gets one unless it
    // names itself.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // Long names and links wrap inside their cell instead of pushing the columns off-screen.
    MuiTableCell: { styleOverrides: { root: { overflowWrap: 'anywhere', maxWidth: '28rem' } } },
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.66)' } } } },
  },
};
