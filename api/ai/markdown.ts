// Chapter Markdown as a list of `## ` sections: how a growing stream is cut into completed
// sections, and how sections are joined into the chapter.

/** Line starts of level-2 headings (`## `, not `###`). */
const HEADING = /^## /gm;

/** Drops a ```markdown fence some models wrap the whole answer in. */
export function unwrapFence(text: string): string {
  let out = text.replace(/^\s*```(?:markdown|md)?[ \t]*\r?\n/i, '');
  if (out !== text) out = out.replace(/\r?\n```\s*$/, '');
  return out;
}

/**
 * The chapter's `## ` sections, trimmed. Text before the first heading (a note, a stray
 * sentence) belongs to the first section, so joining the sections gives the whole chapter.
 */
export function splitSections(text: string): string[] {
  const body = unwrapFence(text).replace(/\r\n/g, '\n');
  const starts: number[] = [];
  for (const match of body.matchAll(HEADING)) starts.push(match.index);
  if (starts.length === 0) return body.trim() === '' ? [] : [body.trim()];
  const sections: string[] = [];
  for (let i = 0; i < starts.length; i++) {
    const from = i === 0 ? 0 : starts[i]!;
    const to = i + 1 < starts.length ? starts[i + 1]! : body.length;
    sections.push(body.slice(from, to).trim());
  }
  return sections;
}

/** The chapter Markdown for its sections: blank line between sections, final newline. */
export function joinSections(sections: readonly string[]): string {
  return sections.join('\n\n') + '\n';
}

/** The heading text of a section (`## Heading` → `Heading`), or undefined. */
export function sectionHeading(section: string): string | undefined {
  const match = /^## (.+)$/m.exec(section);
  return match?.[1]?.trim();
}

/**
 * Sends each completed section of a growing text once, in order. A section is complete when
 * the next `## ` heading has started; the last one when `finish` is called. Keyed by index:
 * after `restart` (a retried stream), sections whose text is unchanged are not sent again.
 */
export function createSectionEmitter(onSection?: (index: number, markdown: string) => void | Promise<void>) {
  const sent: string[] = [];
  let done = 0;
  async function send(sections: readonly string[], upTo: number) {
    for (; done < upTo; done++) {
      const section = sections[done]!;
      if (sent[done] === section) continue;
      sent[done] = section;
      await onSection?.(done, section);
    }
  }
  return {
    /** Call with the whole text so far. */
    async update(text: string) {
      const sections = splitSections(text);
      await send(sections, sections.length - 1);
    },
    /** Call with the final text; returns its sections. */
    async finish(text: string): Promise<string[]> {
      const sections = splitSections(text);
      await send(sections, sections.length);
      return sections;
    },
    /** A new attempt starts: sections are compared again from the first. */
    restart() {
      done = 0;
    },
  };
}
