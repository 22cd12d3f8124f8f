import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

/**
 * The PDFs' typeface: Noto Sans, embedded from npm packages (Google's static
 * TTFs as Expo publishes them), never fetched from anywhere. One file per
 * weight covers Latin with every diacritic, Greek, Cyrillic, Vietnamese and
 * Devanagari. A name in another script falls back, glyph by glyph, to a Noto
 * family of its own (react-pdf takes a list of families): Arabic (with its
 * joining forms and right-to-left order), Hebrew, Chinese with Japanese kana
 * (Noto Sans SC), and Korean (Noto Sans KR). Those are large (the CJK fonts
 * 6 to 10 MB each), so a document lists only the ones its text needs
 * (`fontFamilyFor`), and a font is read from disk the first time a document
 * uses it. react-pdf embeds only the glyphs used: a page of Latin text
 * carries about 20 KB of font.
 */
export const baseFamily = "Noto Sans";

const require = createRequire(import.meta.url);
/** A font file of an Expo Google Fonts package: `expoFont("noto-sans", "400Regular/NotoSans_400Regular.ttf")`. */
const expoFont = (pkg: string, file: string) =>
  require.resolve(`@expo-google-fonts/${pkg}/${file}`);

const fallbacks = [
  {
    family: "Noto Sans Arabic",
    script: /\p{Script=Arabic}/u,
    src: expoFont("noto-sans-arabic", "400Regular/NotoSansArabic_400Regular.ttf"),
  },
  {
    family: "Noto Sans Hebrew",
    script: /\p{Script=Hebrew}/u,
    src: expoFont("noto-sans-hebrew", "400Regular/NotoSansHebrew_400Regular.ttf"),
  },
  {
    family: "Noto Sans SC",
    script: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u,
    src: expoFont("noto-sans-sc", "400Regular/NotoSansSC_400Regular.ttf"),
  },
  {
    family: "Noto Sans KR",
    script: /\p{Script=Hangul}/u,
    src: expoFont("noto-sans-kr", "400Regular/NotoSansKR_400Regular.ttf"),
  },
] as const;

let isRegistered = false;

/** Registers the families with react-pdf, once per process. */
export function registerPdfFonts(): void {
  if (isRegistered) return;
  isRegistered = true;
  Font.register({
    family: baseFamily,
    fonts: [
      { src: expoFont("noto-sans", "400Regular/NotoSans_400Regular.ttf"), fontWeight: 400 },
      { src: expoFont("noto-sans", "600SemiBold/NotoSans_600SemiBold.ttf"), fontWeight: 600 },
    ],
  });
  // Only one weight each: a bold heading in such a script is set in its regular weight.
  for (const { family, src } of fallbacks) Font.register({ family, src });
  // Names and numbers are never broken with a hyphen.
  Font.registerHyphenationCallback((word) => [word]);
}

/** The families a document needs for `texts`: Noto Sans, then the fallbacks its scripts ask for. */
export function fontFamilyFor(texts: readonly string[]): string[] {
  const all = texts.join("\n");
  return [
    baseFamily,
    ...fallbacks.filter(({ script }) => script.test(all)).map(({ family }) => family),
  ];
}
