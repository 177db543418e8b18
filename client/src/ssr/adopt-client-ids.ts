import { options, type VNode } from 'preact';

/**
 * The shop's pages are rendered on the server by React and hydrated in the browser by Preact
 * (see client/vite.config.ts). Hydration keeps the server's attributes as they are, and the two
 * number `useId` differently: a label's `for`, an `aria-describedby` or a radio group's `name`
 * rendered later in the browser would point at ids the page does not have.
 */
/** The props that name or point at an element, by the attribute each one writes. */
const ID_ATTRIBUTES: Readonly<Record<string, string>> = {
  id: 'id',
  htmlFor: 'for',
  name: 'name',
  form: 'form',
  list: 'list',
  'aria-describedby': 'aria-describedby',
  'aria-labelledby': 'aria-labelledby',
  'aria-controls': 'aria-controls',
  'aria-owns': 'aria-owns',
  'aria-activedescendant': 'aria-activedescendant',
  'aria-errormessage': 'aria-errormessage',
  'aria-details': 'aria-details',
};

/** Preact's element of a vnode, under the property name of its published build. */
type RenderedVNode = VNode<Record<string, unknown>> & { __e?: Node | null };

function adopt(vnode: RenderedVNode): void {
  if (typeof vnode.type !== 'string') return;
  const dom = vnode.__e;
  if (!dom || dom.nodeType !== Node.ELEMENT_NODE) return;
  const props = vnode.props;
  // An element's own props are few: look each one up rather than every attribute name.
  for (const prop in props) {
    const attribute = Object.hasOwn(ID_ATTRIBUTES, prop) ? ID_ATTRIBUTES[prop] : undefined;
    const value = props[prop];
    if (attribute && typeof value === 'string' && (dom as Element).getAttribute(attribute) !== value) (dom as Element).setAttribute(attribute, value);
  }
}

let installed = false;

/**
 * From the first hydration on, the attributes that name or point at an element take the browser's
 * values wherever an element is diffed: parts hydrated later (ui/hydrate-later) are covered too.
 * Elements without such props cost a few property reads.
 */
export function adoptClientIds(): void {
  if (installed) return;
  installed = true;
  const previous = options.diffed;
  options.diffed = (vnode) => {
    adopt(vnode as RenderedVNode);
    previous?.(vnode);
  };
}
