// Office XML parts read with a real XML parser (fast-xml-parser, linear in the input): a part that is not well
// formed fails fast with the clear "could not be read" error instead of sending a regular expression into
// catastrophic backtracking, and nesting deeper than any real document is refused.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { malformed } from "../errors";

/** A node in document order: `{ "a:p": [...children], ":@": { attributes } }` or `{ "#text": "..." }`. */
export type XmlNode = Record<string, unknown>;

const MAX_DEPTH = 200;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  trimValues: false,
  parseTagValue: false,
  processEntities: true,
  htmlEntities: true,
});

/** Parses one part, or throws the kind's "could not be read" error. */
export function parseXmlPart(xml: string, kind: string): XmlNode[] {
  if (XMLValidator.validate(xml) !== true) throw malformed(kind);
  let nodes: XmlNode[];
  try {
    // The parser has limits of its own (nesting, entity expansion): past them it throws.
    nodes = parser.parse(xml) as XmlNode[];
  } catch {
    throw malformed(kind);
  }
  if (depthOf(nodes) > MAX_DEPTH) throw malformed(kind);
  return nodes;
}

/** The element name of a node ("#text" for text). */
export const nameOf = (node: XmlNode): string => Object.keys(node).find((key) => key !== ":@") ?? "";
export const childrenOf = (node: XmlNode): XmlNode[] => {
  const value = node[nameOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
};
export const attributeOf = (node: XmlNode, name: string): string | undefined =>
  ((node[":@"] as Record<string, unknown> | undefined)?.[name] as string | undefined) ?? undefined;

function depthOf(nodes: XmlNode[]): number {
  let max = 0;
  const stack: [XmlNode[], number][] = [[nodes, 1]];
  while (stack.length > 0) {
    const [list, depth] = stack.pop()!;
    max = Math.max(max, depth);
    if (max > MAX_DEPTH) return max;
    for (const node of list) stack.push([childrenOf(node), depth + 1]);
  }
  return max;
}

/** Every element named `name` below the nodes (not inside another of the same name), in document order. */
export function findAll(nodes: XmlNode[], name: string, skip: ReadonlySet<string> = new Set()): XmlNode[] {
  const found: XmlNode[] = [];
  const walk = (list: XmlNode[]) => {
    for (const node of list) {
      const tag = nameOf(node);
      if (tag === name) found.push(node);
      else if (!skip.has(tag)) walk(childrenOf(node));
    }
  };
  walk(nodes);
  return found;
}

/** The concatenated text of the `textTag` elements below a node. */
export function textOf(node: XmlNode, textTag: string): string {
  return findAll([node], textTag)
    .map((t) =>
      childrenOf(t)
        .map((c) => String(c["#text"] ?? ""))
        .join(""),
    )
    .join("");
}
