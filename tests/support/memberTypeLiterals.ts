// The forms in which a member type shows up as a bare number (1 member, 2 administrator, 3 group leader)
// instead of a role name through packages/domain/src/rules/memberTypes.ts. Used by tests/memberTypes.test.ts.
//
// The patterns are deliberately narrow, because the scan also reads tests and stories, where a number on
// the wire is legitimate (`{ ...sampleClub, memberType: 3 }` is not caught): only the forms below are.
import ts from 'typescript';

/** 1 SQL, 2 comparison or named constant, 3 `type:` property, 4 table keyed by 1, 2, 3. */
export type MemberTypeForm = 1 | 2 | 3 | 4;

interface MemberTypePattern {
  form: MemberTypeForm;
  what: string;
  /** `sql`: matched in string and template literal text only; `code`: in the code with comments blanked. */
  where: 'sql' | 'code';
  regex: RegExp;
}

export interface MemberTypeLiteral {
  form: MemberTypeForm;
  what: string;
  /** 1-based line of the start of the match. */
  line: number;
  text: string;
}

/** A member-type number, not the start of a longer number (`17`, `2.5`) or a name. */
const n = '(?<![\\w$.])[123](?![\\w$.])';
const numbers = `[123](?:\\s*,\\s*[123])*`;
const compare = '(?:===|!==|==|!=|<=|>=|<|>)';
/** A value holding a member type: `memberType`, `activeClub?.memberType`, `member.type`, `membership.type`. */
const memberTypeValue =
  '(?:(?<![\\w$])[\\w$]*[Mm]ember_?[Tt]ype|(?<![\\w$])(?:member|membership)s?[?!]?\\.type)(?![\\w$])';
/** A named constant standing in for a member type: ADMINISTRATOR, ADMIN, LEADER, GROUP_LEADER, MEMBER_TYPE_ADMIN ... */
const constantName =
  '(?<![\\w$])(?:MEMBER_TYPE_|TYPE_|ROLE_)?(?:ADMINISTRATOR|ADMIN|GROUP_LEADER|LEADER|ORDINARY_MEMBER|MEMBER)(?:_TYPE|_ROLE)?(?![\\w$])';
/** The `type` column (optionally qualified or interpolated) in SQL text. */
const typeColumn = '(?:\\$\\{[\\w$.?!]*\\btype\\}|(?<![\\w$])(?:[a-z_][\\w$]*\\.)?"?(?:member_)?type"?)';
/** One entry of a table keyed by 1, 2 or 3, none of the keys named in `not` again. */
const key = (name: string, not: string[]) =>
  `['"]?${not.map((other) => `(?!\\k<${other}>)`).join('')}(?<${name}>[123])['"]?\\s*:`;
/** A value in an object literal: anything up to the next comma, with one level of (), [] or {} inside. */
const value = '(?:[^,{}()\\[\\]]|\\([^()]*\\)|\\[[^\\[\\]]*\\]|\\{[^{}]*\\})*';

const memberTypePatterns: readonly MemberTypePattern[] = [
  {
    form: 1,
    what: 'SQL compares the member type to a number',
    where: 'sql',
    regex: new RegExp(
      `${typeColumn}(?:\\s*(?:<>|!=|<=|>=|<|>|=)(?!=)\\s*${n}|\\s+(?:not\\s+)?in\\s*\\(\\s*${numbers}\\s*\\))`,
      'gi',
    ),
  },
  {
    form: 1,
    what: 'a drizzle condition compares the member type to a number',
    where: 'code',
    regex: new RegExp(
      `\\b(?:(?:eq|ne|gt|gte|lt|lte)\\(\\s*[\\w$.?!]*\\btype\\s*,\\s*${n}|(?:inArray|notInArray)\\(\\s*[\\w$.?!]*\\btype\\s*,\\s*\\[\\s*${numbers}\\s*\\])`,
      'g',
    ),
  },
  {
    form: 2,
    what: 'a member type compared to a number',
    where: 'code',
    regex: new RegExp(
      `${memberTypeValue}\\s*${compare}\\s*${n}|${n}\\s*${compare}\\s*${memberTypeValue}|\\[\\s*${numbers}\\s*\\]\\s*\\.includes\\(\\s*(?:[\\w$]+[?!]?\\.)*${memberTypeValue}\\s*\\)`,
      'g',
    ),
  },
  {
    form: 2,
    what: 'a member type defaulted to a number',
    where: 'code',
    regex: new RegExp(`${memberTypeValue}\\s*(?:\\?\\?|\\|\\|)\\s*${n}`, 'g'),
  },
  {
    form: 2,
    what: 'a named constant standing in for a member type',
    where: 'code',
    regex: new RegExp(
      `(?<![\\w$])(?:const|let|var|readonly|static)\\s+${constantName}\\s*(?::\\s*[^=;]+)?=\\s*${n}|(?<![\\w$.])${constantName}\\s*:\\s*${n}`,
      'g',
    ),
  },
  {
    form: 3,
    what: 'a `type:` property set to a member-type number',
    where: 'code',
    regex: new RegExp(`(?<![\\w$.])(['"]?)type\\1\\s*:\\s*${n}`, 'g'),
  },
  {
    form: 4,
    what: 'a table keyed by the member-type numbers',
    where: 'code',
    regex: new RegExp(
      `\\{\\s*${key('a', [])}${value},\\s*${key('b', ['a'])}${value},\\s*${key('c', ['a', 'b'])}${value},?\\s*\\}`,
      'g',
    ),
  },
];

/** Every token's leading trivia (whitespace and comments) blanked, newlines kept, and the literals' ranges. */
const readCode = (source: string, fileName: string) => {
  const file = ts.createSourceFile(
    fileName,
    source,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const chars = source.split('');
  const literals: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      literals.push([node.getStart(file), node.end]);
    }
    const children = node.getChildren(file);
    if (children.length > 0) return children.forEach(visit);
    for (let index = node.pos; index < node.getStart(file); index += 1) {
      if (chars[index] !== '\n' && chars[index] !== '\r') chars[index] = ' ';
    }
  };
  visit(file);
  return { code: chars.join(''), literals };
};

/** The member-type numbers in a TypeScript source, in the forms above. */
export const findMemberTypeLiterals = (source: string, fileName = 'snippet.tsx'): MemberTypeLiteral[] => {
  const { code, literals } = readCode(source, fileName);
  const lineStarts = [0, ...[...code.matchAll(/\n/g)].map((match) => match.index + 1)];
  const lineOf = (offset: number) => lineStarts.findLastIndex((start) => start <= offset) + 1;
  const found: MemberTypeLiteral[] = [];
  for (const { form, what, where, regex } of memberTypePatterns) {
    const ranges: [number, number][] = where === 'sql' ? literals : [[0, code.length]];
    for (const [start, end] of ranges) {
      for (const match of code.slice(start, end).matchAll(regex)) {
        const text = match[0].replace(/\s+/g, ' ').trim();
        found.push({ form, what, line: lineOf(start + match.index), text });
      }
    }
  }
  // A template inside another template's substitution is read twice.
  const unique = [...new Map(found.map((hit) => [`${hit.line} ${hit.what} ${hit.text}`, hit])).values()];
  return unique.sort((a, b) => a.line - b.line || a.form - b.form);
};
