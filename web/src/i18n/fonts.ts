import type { Script } from './languages';
import { faceUnicodeRange, SCRIPT_FACES, SCRIPT_FAMILY, type ScriptFace } from './script-faces';

const loading = new Map<Script, Promise<unknown>>();

/**
 * Registers the script's face (script-faces.ts) and fetches it now rather than when text first needs it;
 * resolves once it is there (or failed: the system's faces then show the text). Latin needs none. The consent
 * notice's languages (consent-languages.ts) call it with their script.
 */
export function loadScriptFace(script: Script): Promise<unknown> {
  const face: ScriptFace | undefined = (SCRIPT_FACES as Partial<Record<Script, ScriptFace>>)[script];
  if (!face || typeof FontFace === 'undefined') return Promise.resolve();
  let loaded = loading.get(script);
  if (!loaded) {
    const fontFace = new FontFace(SCRIPT_FAMILY, `url(/fonts/${face.font}.woff2) format('woff2')`, {
      weight: '400 700',
      display: 'swap',
      unicodeRange: faceUnicodeRange(face),
    });
    document.fonts.add(fontFace);
    loaded = fontFace.load().catch(() => undefined);
    loading.set(script, loaded);
  }
  return loaded;
}
