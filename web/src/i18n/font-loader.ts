import { SITE_LANGUAGE_TABLE, type Script } from './languages';
import { atMost } from '../lib/wait';

/** How long a first render in a language with a face of its own waits for it before showing a fallback face. */
const FONT_WAIT_MS = 1000;

/**
 * Only pages in a language of a script with a face download it (the Latin faces cover English), and only they
 * load the code that registers it (fonts.ts, a chunk of its own: the landing page's first JavaScript stays as
 * it was for English). The first render waits for the face (at most FONT_WAIT_MS): painting in a fallback face
 * and swapping it later shifted the whole page (Lighthouse CLS 0.23 in Hindi). nginx has the browser fetch the
 * face with the page already (nginx/templates/contest.conf.template).
 */
export function loadFontFor(language: string): Promise<unknown> {
  const script = (SITE_LANGUAGE_TABLE as Record<string, { script: Script }>)[language]?.script;
  if (!script || script === 'latin') return Promise.resolve();
  return atMost(
    FONT_WAIT_MS,
    import('./fonts').then(({ loadScriptFace }) => loadScriptFace(script)),
  );
}
