// The practice page's "Download for an LMS (SCORM 1.2)": the exercise in the address (the
// page keeps it pointing at the exercise shown) packed with the site's files by
// scorm-package.mjs, and downloaded as a zip that a school's LMS imports as a graded activity
// (docs/teaching.md, "Grades in an LMS"). Added by the practice page only.
import { fromSite } from './scorm-package.mjs';

const button = () => document.getElementById('practice-scorm');

document.addEventListener('click', async (event) => {
  const pressed = button();
  if (!pressed || !pressed.contains(event.target) || pressed.disabled) return;
  const working = document.getElementById('practice-scorm-working');
  const failed = document.getElementById('practice-scorm-failed');
  pressed.disabled = true;
  working.hidden = false;
  failed.hidden = true;
  try {
    const params = new URLSearchParams(location.search);
    const options = Object.fromEntries(params);
    options.lang = document.documentElement.lang === 'es' ? 'es' : 'en';
    const title = document.getElementById('practice-title')?.textContent.trim();
    if (title) options.title = title;
    const blob = await fromSite(new URL('./', location.href), options);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'poda-practice-scorm.zip';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  } catch (err) {
    failed.hidden = false;
    console.warn('SCORM package:', err);
  } finally {
    working.hidden = true;
    pressed.disabled = false;
  }
});
