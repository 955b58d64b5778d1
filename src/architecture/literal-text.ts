import { parse } from '@babel/parser';

/*
 * Issue 24's "no text outside the catalogues": words a component shows must come from the catalogues
 * (`t('key')`), so that a French page has no English left in it. This reads a component's source with
 * Babel's parser and names every literal text it would show: text between tags, a string rendered as a
 * child (`{'Close'}`, `{open ? 'Hide' : 'Show'}`), a text attribute (`aria-label="Close"`, `title`,
 * `placeholder`, `alt`, `label`, and props named like `…Label`, `…Text`, `…Title`, `…Message`), and the
 * first argument of a toast or a document title. A string counts when it holds a letter; symbols,
 * numbers and class names do not. Texts kept in constants are found by their look: a string that reads
 * as a sentence (a capitalised word, then a word in lower case: "Could not save") anywhere in a client
 * file, except an `Error`'s message and a console line, which are for developers.
 */

export interface LiteralText {
  line: number;
  text: string;
  /** Where it was found: 'text', 'child', 'attribute <name>', 'call <name>' or 'sentence'. */
  where: string;
}

const TEXT_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'placeholder',
  'title',
]);
const TEXT_PROP_SUFFIX = /(Label|Text|Title|Message|Description)$/;
const TEXT_CALLS = new Set(['toast', 'useDocumentTitle']);
const TOAST_METHODS = new Set(['success', 'error', 'info', 'warning', 'message', 'loading']);

const HAS_LETTER = /\p{L}/u;
const READS_AS_SENTENCE = /\p{Lu}\p{Ll}+ \p{Ll}+/u;
const ERROR_CLASSES = new Set(['Error', 'TypeError', 'RangeError']);
const MODULE_STATEMENTS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration']);

type Node = { type: string; loc?: { start: { line: number } } | null; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

interface Literal {
  node: Node;
  text: string;
}

/** The literal texts an expression can evaluate to: both branches of `?:`, both sides of `&&`/`||`/`??`. */
function literalTextsOf(node: unknown): Literal[] {
  if (!isNode(node)) return [];
  switch (node.type) {
    case 'StringLiteral':
      return [{ node, text: node.value as string }];
    case 'TemplateLiteral':
      return (node.quasis as (Node & { value: { cooked: string } })[]).map((quasi) => ({
        node: quasi,
        text: quasi.value.cooked,
      }));
    case 'ConditionalExpression':
      return [...literalTextsOf(node.consequent), ...literalTextsOf(node.alternate)];
    case 'LogicalExpression':
      return [...literalTextsOf(node.left), ...literalTextsOf(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return literalTextsOf(node.expression);
    default:
      return [];
  }
}

function attributeName(node: Node): string | null {
  const name = node.name as Node;
  if (name.type === 'JSXIdentifier') return name.name as string;
  if (name.type === 'JSXNamespacedName')
    return `${(name.namespace as Node).name}:${(name.name as Node).name}`;
  return null;
}

const isTextAttribute = (name: string) => TEXT_ATTRIBUTES.has(name) || TEXT_PROP_SUFFIX.test(name);

/** The name a call is made by, when it is one that shows its first argument: `toast`, `toast.error`... */
function textCallName(callee: Node): string | null {
  if (callee.type === 'Identifier' && TEXT_CALLS.has(callee.name as string)) return callee.name as string;
  if (callee.type === 'MemberExpression') {
    const object = callee.object as Node;
    const property = callee.property as Node;
    if (
      object.type === 'Identifier' &&
      object.name === 'toast' &&
      property.type === 'Identifier' &&
      TOAST_METHODS.has(property.name as string)
    ) {
      return `toast.${property.name}`;
    }
  }
  return null;
}

/** Every literal text a component's source would show, in source order. */
export function literalTextsIn(source: string, fileName = 'component.tsx'): LiteralText[] {
  const ast = parse(source, {
    sourceType: 'module',
    plugins: fileName.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
    sourceFilename: fileName,
  });
  const found: LiteralText[] = [];
  const reported = new Set<Node>();
  const add = (node: Node, literals: Literal[], where: string) => {
    for (const literal of literals) {
      if (!HAS_LETTER.test(literal.text) || reported.has(literal.node)) continue;
      reported.add(literal.node);
      found.push({ line: node.loc?.start.line ?? 0, text: literal.text.trim(), where });
    }
  };
  /** An `Error`'s message or a console line: words for developers, not readers. */
  const isForDevelopers = (node: Node) =>
    (node.type === 'NewExpression' && isNode(node.callee) && ERROR_CLASSES.has(node.callee.name as string)) ||
    (node.type === 'CallExpression' &&
      isNode(node.callee) &&
      node.callee.type === 'MemberExpression' &&
      isNode(node.callee.object) &&
      node.callee.object.name === 'console');

  const visit = (node: Node, parent: Node | null, forDevelopers: boolean) => {
    if (node.type === 'JSXText') add(node, [{ node, text: node.value as string }], 'text');
    if (node.type === 'JSXExpressionContainer' && parent && parent.type !== 'JSXAttribute') {
      add(node, literalTextsOf(node.expression), 'child');
    }
    if (node.type === 'JSXAttribute') {
      const name = attributeName(node);
      if (name && isTextAttribute(name)) {
        const value = node.value as Node | null;
        const texts =
          value?.type === 'JSXExpressionContainer' ? literalTextsOf(value.expression) : literalTextsOf(value);
        add(node, texts, `attribute ${name}`);
      }
    }
    if (node.type === 'CallExpression') {
      const name = textCallName(node.callee as Node);
      if (name) add(node, literalTextsOf((node.arguments as unknown[])[0]), `call ${name}`);
    }
    if (
      node.type === 'AssignmentExpression' &&
      isNode(node.left) &&
      node.left.type === 'MemberExpression' &&
      isNode(node.left.object) &&
      node.left.object.type === 'Identifier' &&
      node.left.object.name === 'document' &&
      isNode(node.left.property) &&
      node.left.property.name === 'title'
    ) {
      add(node, literalTextsOf(node.right), 'call document.title');
    }
    // A string naming a property (`{ 'Spam or scam': 'report.reason.spam' }`) is a key, not a text shown.
    const isPropertyKey =
      (parent?.type === 'ObjectProperty' || parent?.type === 'TSPropertySignature') && parent.key === node;
    if (
      (node.type === 'StringLiteral' || node.type === 'TemplateElement') &&
      !(parent && MODULE_STATEMENTS.has(parent.type)) &&
      !forDevelopers &&
      !isPropertyKey
    ) {
      const text =
        node.type === 'StringLiteral' ? (node.value as string) : (node.value as { cooked: string }).cooked;
      if (READS_AS_SENTENCE.test(text)) add(node, [{ node, text }], 'sentence');
    }
    const childrenForDevelopers = forDevelopers || isForDevelopers(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) visit(child, node, childrenForDevelopers);
      } else if (isNode(value)) {
        visit(value, node, childrenForDevelopers);
      }
    }
  };
  visit(ast.program as unknown as Node, null, false);
  return found;
}
