import { trueTypeFace } from '../common/fonts/true-type-face';

/** An @fontsource face's regular and bold files for one script (its `<subset>`). */
const faces = (font: string, subset: string) => ({
  regular: `@fontsource/${font}/files/${font}-${subset}-400-normal.woff2`,
  bold: `@fontsource/${font}/files/${font}-${subset}-700-normal.woff2`,
});

/**
 * The scripts a certificate is drawn in besides Latin: those of the site's languages (Assamese is written in the
 * Bengali script, Marathi in Devanagari), for the holder's language and for a name typed in any of them, each in
 * its Noto face (static faces: fontkit cannot embed a variable face's instance). `pattern` tells the script's
 * characters (Script_Extensions, so a danda belongs to the script around it).
 */
export const SCRIPTS = {
  devanagari: { pattern: /\p{Script_Extensions=Devanagari}/u, ...faces('noto-sans-devanagari', 'devanagari') },
  bengali: { pattern: /\p{Script_Extensions=Bengali}/u, ...faces('noto-sans-bengali', 'bengali') },
  gurmukhi: { pattern: /\p{Script_Extensions=Gurmukhi}/u, ...faces('noto-sans-gurmukhi', 'gurmukhi') },
  gujarati: { pattern: /\p{Script_Extensions=Gujarati}/u, ...faces('noto-sans-gujarati', 'gujarati') },
  oriya: { pattern: /\p{Script_Extensions=Oriya}/u, ...faces('noto-sans-oriya', 'oriya') },
  tamil: { pattern: /\p{Script_Extensions=Tamil}/u, ...faces('noto-sans-tamil', 'tamil') },
  telugu: { pattern: /\p{Script_Extensions=Telugu}/u, ...faces('noto-sans-telugu', 'telugu') },
  kannada: { pattern: /\p{Script_Extensions=Kannada}/u, ...faces('noto-sans-kannada', 'kannada') },
  malayalam: { pattern: /\p{Script_Extensions=Malayalam}/u, ...faces('noto-sans-malayalam', 'malayalam') },
  arabic: { pattern: /\p{Script_Extensions=Arabic}/u, ...faces('noto-naskh-arabic', 'arabic') },
} as const;

export type ScriptName = keyof typeof SCRIPTS;
export type FaceName = 'latin' | ScriptName;
export type FontName = FaceName | `${FaceName}Bold`;

const FILES = Object.fromEntries(
  Object.entries({ latin: faces('noto-sans', 'latin'), ...SCRIPTS }).flatMap(([face, { regular, bold }]) => [
    [face, regular],
    [`${face}Bold`, bold],
  ]),
) as Record<FontName, string>;

let fonts: Promise<Record<FontName, Buffer>> | null = null;

/**
 * Every face as plain TrueType, unpacked once per process: pdfkit parses a font anew for every document, and
 * fontkit unpacking a web font's tables in JavaScript made that cost 25 times the drawing itself. A document
 * registers them all (any text may hold any of the scripts) and embeds only those it draws with.
 */
export function certificateFonts(): Promise<Record<FontName, Buffer>> {
  fonts ??= Promise.all(
    Object.entries(FILES).map(async ([name, file]) => [name, await trueTypeFace(file)] as const),
  ).then(
    (faces) => Object.fromEntries(faces) as Record<FontName, Buffer>,
    (error: unknown) => {
      fonts = null;
      throw error;
    },
  );
  return fonts;
}
