import type { DefaultTreeAdapterMap } from 'parse5';

/** A server-rendered page's tree as parse5 reads it, and what the checks on it need. */
export type Element = DefaultTreeAdapterMap['element'];
export type Node = DefaultTreeAdapterMap['node'];

export const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element under `node`, in document order, those inside `<template>` included. */
export function elements(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  const own = children.filter(isElement);
  const inTemplates = 'content' in node ? [node.content as Node] : [];
  return [...own, ...[...children, ...inTemplates].flatMap(elements)];
}

export const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

export const textOf = (node: Node): string =>
  'value' in node && node.nodeName === '#text'
    ? node.value
    : ('childNodes' in node ? node.childNodes : []).map(textOf).join('');
