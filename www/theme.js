// Sets the page's colour theme before it is first drawn: the `theme` the player chose (saved in
// localStorage under poda.prefs, see src/web/saved) becomes <html data-theme>, which style.css
// reads; with none saved, or "system", the system's light or dark setting decides. A classic
// script in <head>, so that it runs before the first paint; a static file, so that the page's
// Content-Security-Policy can still refuse every inline script. The app keeps the attribute up to
// date when the switch changes.
try {
  const theme = JSON.parse(localStorage.getItem('poda.prefs') || '{}').theme;
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (e) {
  // No storage (a sandboxed frame) or an unreadable value: the system's setting.
}
