// The web client's feature folders and how they may use one another, as an ESLint rule.
//
// A feature uses another through that feature's `index.ts` only (its public surface), never a file
// inside it; and only a feature below it in LAYERS, so no two features ever depend on each other,
// however indirectly. What several features share lives below all of them, in lib/ or ui/.
import path from 'node:path';

/** Top to bottom: a feature may use the ones after it. */
export const LAYERS = ['frame', 'home', 'vehicles', 'catalog', 'lists', 'cart', 'garage', 'account', 'checkout', 'blog', 'site'];

const SOURCE_ROOT = path.join('client', 'src');

/** The feature a file or import target is in, and its path inside the feature ('' for the folder itself). */
function locate(absolute, root) {
  const relative = path.relative(root, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature, ...rest] = relative.split(path.sep);
  if (!LAYERS.includes(feature)) return null;
  const inner = rest.join('/').replace(/\.(tsx?|jsx?)$/, '');
  return { feature, inner: inner === 'index' ? '' : inner };
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features use each other through index.ts, and only those below them (client/src)' },
    schema: [],
    messages: {
      internal: '{{from}} reaches into {{to}}/{{inner}}: import {{to}} through its index.ts (move what both use to lib/ or ui/, or export it from {{to}}/index.ts).',
      upward: '{{from}} imports {{to}}, which is above it (or beside it) in the layers of scripts/eslint-feature-boundaries.mjs: features would depend on each other. Move what both use to lib/ or ui/.',
    },
  },
  create(context) {
    const root = path.join(context.cwd, SOURCE_ROOT);
    const file = locate(context.filename, root);
    if (!file) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(context.filename), specifier), root);
      if (!target || target.feature === file.feature) return;
      if (target.inner !== '') {
        context.report({ node: node.source, messageId: 'internal', data: { from: file.feature, to: target.feature, inner: target.inner } });
        return;
      }
      if (LAYERS.indexOf(target.feature) <= LAYERS.indexOf(file.feature)) {
        context.report({ node: node.source, messageId: 'upward', data: { from: file.feature, to: target.feature } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
