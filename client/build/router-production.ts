import type { Plugin } from 'vite';

const DEVELOPMENT = '/react-router/dist/development/';
const PRODUCTION = '/react-router/dist/production/';

/**
 * React Router for the built shop and its server renderer:
 * - its production build: the package's exports name only the development build, which checks
 *   and warns about its use on every render (the two builds differ in that flag alone);
 * - without the `X.displayName = "X"` statements its module runs at the top level (names for
 *   React's developer tools), and with its top-level `React.forwardRef(…)`, `React.memo(…)` and
 *   `React.createContext(…)` calls marked pure: either kept a component the shop never uses
 *   (React Router's Link, NavLink, Form, ScrollRestoration and all they call) in the bundle, since
 *   the bundler cannot drop a value whose property is written or a call it does not know.
 */
export function routerForProduction(): Plugin {
  return {
    name: 'router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes(DEVELOPMENT)) return resolved;
      return { ...resolved, id: resolved.id.replace(DEVELOPMENT, PRODUCTION) };
    },
    transform(code, id) {
      if (!id.includes(PRODUCTION) || !id.endsWith('.mjs')) return null;
      const stripped = code
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2');
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
