// Renders chapter Markdown as React elements from the parsed tree (./markdown.ts): text is
// always text, so nothing the writer produces can become markup.
import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown.ts';

function inlines(children: Inline[]): ReactNode[] {
  return children.map((child, index) => {
    switch (child.kind) {
      case 'text': return child.text;
      case 'code': return <code key={index}>{child.text}</code>;
      case 'strong': return <strong key={index}>{inlines(child.children)}</strong>;
      case 'em': return <em key={index}>{inlines(child.children)}</em>;
    }
  });
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function blocks(list: Block[], headingOffset: number): ReactNode[] {
  return list.map((block, index) => {
    switch (block.kind) {
      case 'heading': {
        const Tag = `h${Math.min(6, block.level + headingOffset)}` as HeadingTag;
        return <Tag key={index}>{inlines(block.children)}</Tag>;
      }
      case 'paragraph': return <p key={index}>{inlines(block.children)}</p>;
      case 'list': {
        const items = block.items.map((item, i) => <li key={i}>{inlines(item)}</li>);
        return block.ordered
          ? <ol key={index} start={block.start === 1 ? undefined : block.start}>{items}</ol>
          : <ul key={index}>{items}</ul>;
      }
      case 'quote': return <blockquote key={index}>{blocks(block.blocks, headingOffset)}</blockquote>;
      case 'rule': return <hr key={index} />;
    }
  });
}

export interface MarkdownProps {
  text: string;
  /** added to every heading level, so a chapter's `##` sits below the page's own headings */
  headingOffset?: number;
  className?: string;
}

export function Markdown({ text, headingOffset = 0, className }: MarkdownProps) {
  const tree = useMemo(() => parseMarkdown(text), [text]);
  return <div className={className}>{blocks(tree, headingOffset)}</div>;
}
