// Sets the page's colours before it is first drawn. The `theme` the player chose (saved in
// localStorage under poda.prefs, see src/web/saved) becomes <html data-theme> (light, dark or
// system), and the colours it gives now <html data-scheme="light|dark">, which style.css reads:
// with none saved, or "system", the system's light or dark setting decides, and a change of that
// setting changes the colours at once. A classic script in <head>, so that it runs before the
// first paint; a static file, so that the page's Content-Security-Policy can still refuse every
// inline script. The app sets both attributes again when the switch changes.
(() => {
  const html = document.documentElement;
  const dark = matchMedia('(prefers-color-scheme: dark)');
  const scheme = () => {
    const theme = html.dataset.theme;
    html.dataset.scheme = theme === 'dark' || (theme !== 'light' && dark.matches) ? 'dark' : 'light';
  };
  try {
    const theme = JSON.parse(localStorage.getItem('poda.prefs') || '{}').theme;
    if (theme === 'light' || theme === 'dark') html.dataset.theme = theme;
  } catch (e) {
    // No storage (a sandboxed frame) or an unreadable value: the system's setting.
  }
  scheme();
  dark.addEventListener('change', scheme);
})();
