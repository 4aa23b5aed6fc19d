import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const ENTRY = /(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g;

/** The translations of a catalog, keyed by context and source text (how Lingui names a message). */
function translations(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [, context = "", source, translation] of readFileSync(path.join(repoRoot, file), "utf8").matchAll(ENTRY)) {
    if (source) entries.set(`${context}\u0004${source}`, translation!);
  }
  return entries;
}

/**
 * An app loads the component library's catalog and its own into one Lingui instance, and a message
 * is named by its source text (and context), so the app's translation of a text the library also
 * uses replaces the library's everywhere. Where the two mean different things, the app gives its
 * message a context; where they mean the same, they must say it the same way.
 */
describe("the apps' English catalogs and the component library's", () => {
  const library = translations("packages/ui/src/i18n/locales/en.po");
  it.each(["apps/crm/src/locales/en.po", "apps/admin/src/locales/en.po"])("%s translates every shared message as the library does", (file) => {
    const clashes = [...translations(file)]
      .filter(([key, translation]) => library.has(key) && library.get(key) !== translation)
      .map(([key, translation]) => `${key.replace("\u0004", " | ")}: app "${translation}", library "${library.get(key)}"`);
    expect(clashes).toEqual([]);
  });
});
