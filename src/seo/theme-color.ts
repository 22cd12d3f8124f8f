/**
 * The browser UI colour (<meta name="theme-color">, the web manifest): brand-700
 * of src/app.css as hex. The build's icon step stops with an error if the token
 * changes and this does not.
 */
export const themeColor = "#005e55";
