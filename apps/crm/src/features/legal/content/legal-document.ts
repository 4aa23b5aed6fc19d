/** A paragraph, or a bulleted list. URLs in the text become links. */
export type LegalBlock = string | { list: string[] };

export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

/** A long legal text in one language: the product's privacy policy or service agreement. */
export type LegalDocument = {
  title: string;
  /** Shown under the title, e.g. "更新日期：2026年11月20日". */
  updated: string;
  intro: LegalBlock[];
  sections: LegalSection[];
};
