import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The code cites its documents inside the repository (docs/), so that a clone has them: never the
 * design notes outside it, a bare SPEC/LABELS/ARCHITECTURE, or an issue number, which says nothing
 * to whoever reads the code next. Every cited docs/ file exists, and so does every section cited.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = ['src', 'workers', 'pocketbase', 'tests', 'bin'];
const SKIPPED_DIRS = new Set(['node_modules', 'pb_data', 'pb_tls', 'generated']);
const CODE = /\.(?:ts|tsx|js|mjs|cjs)$/;
/** This file names the forbidden forms in order to test that they are found. */
const SELF = 'tests/unit/docCitations.test.ts';

const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /\.\.\/shared\b|\bshared\/(?:spec|design)\//, why: 'a document outside the repository' },
  { pattern: /(?<![\w./-])(?:SPEC|LABELS|ARCHITECTURE)\.md\b/, why: 'a document without docs/' },
  { pattern: /\bSPEC(?: sections?\b|'s\b)/, why: 'the specification without docs/SPEC.md' },
  { pattern: /\b[Ii]ssues? #?\d+\b|\(#\d+\)/, why: 'an issue number' },
];

/** A comment's continuation (`\n * `, `\n// `) read as a space, so a citation broken over two lines reads whole. */
const joinedComments = (text: string): string => text.replace(/\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ');

/** What is wrong with the citations of one file's text; `doc` gives a docs/ file's text, or null when it does not exist. */
function citationProblems(text: string, doc: (name: string) => string | null): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, at) => {
    for (const { pattern, why } of FORBIDDEN)
      if (pattern.test(line)) problems.push(`line ${at + 1} cites ${why}: ${line.trim()}`);
  });
  const joined = joinedComments(text);
  for (const [, name] of joined.matchAll(/\bdocs\/([\w-]+\.md)/g)) {
    if (name !== undefined && doc(name) === null) problems.push(`cites docs/${name}, which does not exist`);
  }
  for (const [, name, sections] of joined.matchAll(/\bdocs\/([\w-]+\.md)((?:(?:,|\s+and|\s+or)?\s*§\d+(?:\.\d+)*)+)/g)) {
    const text = name === undefined ? null : doc(name);
    if (text === null || sections === undefined) continue;
    for (const [, number] of sections.matchAll(/§(\d+(?:\.\d+)*)/g)) {
      const heading = new RegExp(`^#{2,4} ${number?.replaceAll('.', '\\.')}\\.?\\s`, 'm');
      if (!heading.test(text)) problems.push(`cites docs/${name} §${number}, which has no such section`);
    }
  }
  return problems;
}

function docInRepository(name: string): string | null {
  const path = join(ROOT, 'docs', name);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

function codeFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return CODE.test(path) ? [path] : [];
  return readdirSync(path)
    .filter((name) => !SKIPPED_DIRS.has(name))
    .flatMap((name) => codeFiles(join(path, name)));
}

describe('citations in the code', () => {
  it('cite docs/ in the repository, at files and sections that exist, and no issue numbers', () => {
    const files = SCANNED.flatMap((dir) => codeFiles(join(ROOT, dir))).filter((path) => relative(ROOT, path) !== SELF);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((path) =>
      citationProblems(readFileSync(path, 'utf8'), docInRepository).map((problem) => `${relative(ROOT, path)}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  const docs = (files: Record<string, string>) => (name: string) => files[name] ?? null;
  const SPEC = '# Spec\n\n## 5. Validation rules\n\n### 5.2 Stock\n\n## 18. Sync\n';

  it.each([
    ['// The design notes (../shared/design/ARCHITECTURE.md).', 'a document outside the repository'],
    ['/** LABELS.md, Flipkart: the crop. */', 'a document without docs/'],
    ['// SPEC section 5: a price that is not a number becomes 0.', 'the specification without docs/SPEC.md'],
    ["/** SPEC's 80 characters. */", 'the specification without docs/SPEC.md'],
    ['// Stored files (issue 14).', 'an issue number'],
    ['// Issue 25, row 4: shapes.', 'an issue number'],
    ['// Fixed in (#28).', 'an issue number'],
  ])('finds %s', (line, why) => {
    expect(citationProblems(line, docs({ 'SPEC.md': SPEC }))).toEqual([`line 1 cites ${why}: ${line}`]);
  });

  it('finds a cited docs/ file that does not exist, and a section its document lacks, across a comment line break', () => {
    const text =
      '/**\n * Rules (docs/SPEC.md §5, docs/SPEC.md §5.2 and §7; docs/GONE.md).\n * As docs/SPEC.md\n * §19 says.\n */';
    expect(citationProblems(text, docs({ 'SPEC.md': SPEC }))).toEqual([
      'cites docs/GONE.md, which does not exist',
      'cites docs/SPEC.md §7, which has no such section',
      'cites docs/SPEC.md §19, which has no such section',
    ]);
  });

  it('passes what cites docs/ rightly, and words that only look alike', () => {
    const text = [
      '// docs/SPEC.md §5 and §18; docs/LABELS.md, Flipkart; docs/ARCHITECTURE.md, Data.',
      "const SPECIAL = /^\\s/; const LABELS_USAGE = ''; const issues = plan.issues;",
      "// nodejs/node#60888: an upstream project's bug, which a clone can look up.",
      "const colour = '#000000';",
    ].join('\n');
    expect(citationProblems(text, docs({ 'SPEC.md': SPEC, 'LABELS.md': '', 'ARCHITECTURE.md': '' }))).toEqual([]);
  });
});
