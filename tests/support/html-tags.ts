// The start tags in a piece of HTML with their attributes, for the renderer's safety tests. A `<`
// followed by a letter that is not a well-formed start tag throws: the renderer only writes
// well-formed tags, so anything else would be markup leaking from the input.
export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

const START_TAG = /<([a-z][a-z0-9-]*)((?:\s+[a-z][a-z0-9:-]*="[^"<>]*")*)\s*\/?>/gy;
const ATTR = /\s+([a-z][a-z0-9:-]*)="([^"]*)"/g;

export function startTags(html: string): Tag[] {
  const tags: Tag[] = [];
  for (let i = html.indexOf('<'); i !== -1; i = html.indexOf('<', i + 1)) {
    if (!/[a-z]/i.test(html[i + 1] ?? '')) continue;
    START_TAG.lastIndex = i;
    const match = START_TAG.exec(html);
    if (!match) throw new Error(`malformed tag at ${i}: ${html.slice(i, i + 80)}`);
    const attrs: Record<string, string> = {};
    for (const attr of match[2]!.matchAll(ATTR)) attrs[attr[1]!] = attr[2]!;
    tags.push({ name: match[1]!, attrs });
  }
  return tags;
}
