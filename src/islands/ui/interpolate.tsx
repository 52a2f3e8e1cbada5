// A message with elements in its placeholders ("we sent a link to <strong>{email}</strong>"): the
// message is asked for with a marker in each placeholder, then cut at the markers, so each language
// keeps its own word order around the elements (docs/i18n.md).
import { Fragment, type ReactNode } from 'react';

export function interpolate<K extends string>(message: (marks: Record<K, string>) => string, nodes: Record<K, ReactNode>): ReactNode[] {
  const keys = Object.keys(nodes) as K[];
  const marks = Object.fromEntries(keys.map((key, i) => [key, `\u0000${i}\u0000`])) as Record<K, string>;
  return message(marks)
    .split(/\u0000(\d+)\u0000/)
    .map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{nodes[keys[Number(part)]!]}</Fragment>));
}
