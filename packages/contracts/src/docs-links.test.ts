import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The repository's documentation links: every relative link in README.md, ARCHITECTURE.md,
 * CONTRIBUTING.md and docs/**\/*.md names a file or folder that exists, and a `#anchor` into a
 * Markdown file names one of its headings. Links inside code (fenced blocks, `spans`) are not links.
 */

const repoRoot = path.resolve(import.meta.dirname, "../../..");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/**
 * The Markdown text's lines with fenced code blocks blanked (line numbers kept) and inline code spans
 * dropped (for links) or unwrapped to their text (for headings).
 */
function proseOf(markdown: string, codeSpans: "drop" | "unwrap" = "drop"): string[] {
  let fence: string | null = null;
  return markdown.split("\n").map((line) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && opener) {
      fence = opener;
      return "";
    }
    if (fence !== null) {
      if (line.trim().startsWith(fence[0]!.repeat(fence.length)) && line.trim().replace(/[`~]/g, "") === "") fence = null;
      return "";
    }
    return line.replace(/(`+)([\s\S]*?)\1/g, (_span, _ticks, code: string) => (codeSpans === "drop" ? "" : code));
  });
}

/** GitHub's anchor for a heading: markup dropped, lower case, punctuation removed, spaces as hyphens. */
function slugOf(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[*`]/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "").replace(/\s/g, "-");
}

/** Every anchor a Markdown file offers: its headings (repeats numbered as GitHub does) and HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseOf(markdown, "unwrap")) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = slugOf(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

/** The link targets of a Markdown text, with their line numbers: inline links, images, references, HTML href/src. */
function linksOf(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  proseOf(markdown).forEach((line, index) => {
    const found = [
      ...[...line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!.replace(/^<|>$/g, "")),
      ...[...line.matchAll(/^ {0,3}\[[^\]]+\]:\s*(\S+)/g)].map((match) => match[1]!),
      ...[...line.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((match) => match[1]!),
    ];
    for (const target of found) links.push({ line: index + 1, target });
  });
  return links;
}

/** What is wrong with each relative link of one Markdown file (an empty list when nothing is). */
function brokenLinksOf(file: string): string[] {
  const markdown = readFileSync(file, "utf8");
  const problems: string[] = [];
  for (const { line, target } of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
    const [rawPath = "", anchor] = target.split("#", 2);
    const linkPath = decodeURIComponent(rawPath);
    const resolved = linkPath === "" ? file : path.resolve(path.dirname(file), linkPath);
    const where = `${path.relative(repoRoot, file)}:${line}: (${target})`;
    if (!existsSync(resolved)) {
      problems.push(`${where} no such file: ${path.relative(repoRoot, resolved)}`);
      continue;
    }
    if (anchor && resolved.endsWith(".md") && statSync(resolved).isFile() && !anchorsOf(readFileSync(resolved, "utf8")).has(decodeURIComponent(anchor))) {
      problems.push(`${where} no heading #${anchor} in ${path.relative(repoRoot, resolved)}`);
    }
  }
  return problems;
}

const documents = [
  ...["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md"].map((name) => path.join(repoRoot, name)),
  ...markdownFiles(path.join(repoRoot, "docs")),
];

describe("documentation links", () => {
  it.each(documents.map((file) => [path.relative(repoRoot, file), file]))("every relative link in %s resolves", (_name, file) => {
    expect(brokenLinksOf(file)).toEqual([]);
  });
});

describe("the link checker", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "docs-links-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("reports a missing file and a missing heading, and nothing for good links or links in code", () => {
    mkdirSync(path.join(scratch, "docs"));
    writeFileSync(path.join(scratch, "docs", "guide.md"), "# Guide\n\n## Scaling out (`RUN_MODE`)\n\n## 系统状态 page\n");
    const page = path.join(scratch, "page.md");
    writeFileSync(
      page,
      [
        "See [the guide](docs/guide.md#scaling-out-run_mode), [status](docs/guide.md#系统状态-page) and [top](#top).",
        "<a id=\"top\"></a> ![picture](docs/guide.md) [site](https://example.com/missing.md) [docs](docs/)",
        "A [gone file](docs/gone.md) and [a wrong heading](docs/guide.md#scaling).",
        "`[in code](nowhere.md)`",
        "```md",
        "[in a fence](nowhere.md)",
        "```",
      ].join("\n"),
    );
    const problems = brokenLinksOf(page);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/page\.md:3: \(docs\/gone\.md\) no such file/);
    expect(problems[1]).toMatch(/no heading #scaling in/);
  });

  it("numbers repeated headings as GitHub does", () => {
    expect([...anchorsOf("## Logs\n## Logs\n## What the bucket must allow")]).toEqual(["logs", "logs-1", "what-the-bucket-must-allow"]);
  });
});
