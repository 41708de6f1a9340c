import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

const SVG = 'http://www.w3.org/2000/svg';

function svgNode(node: AbstractNode): SVGElement {
  const element = document.createElementNS(SVG, node.tag);
  for (const [name, value] of Object.entries(node.attrs)) element.setAttribute(name, value);
  for (const child of node.children ?? []) element.append(svgNode(child));
  return element;
}

/**
 * One of antd's icons (its @ant-design/icons-svg definition) as an inline SVG element, 1em square in the text colour
 * and hidden from assistive technology: the same drawing as antd's icon components, without React or antd.
 */
export function svgIcon(icon: IconDefinition, className?: string): SVGElement {
  // Outlined and filled icons are plain nodes; two-tone ones (functions of two colours) are not used here.
  if (typeof icon.icon === 'function') throw new Error(`svgIcon draws one-colour icons only, not ${icon.name}`);
  const svg = svgNode(icon.icon);
  for (const [name, value] of Object.entries({ width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true', 'data-icon': icon.name })) {
    svg.setAttribute(name, value);
  }
  if (className) svg.setAttribute('class', className);
  return svg;
}
