// Small pieces of the storybook wizard: its translator (the 'storybook-create' namespace; the
// story words shared with the reader, places, times, styles and kinds, come from 'storybook'),
// a picture slot that takes GraphQL's WebImage, and the "picture coming" panel in the colours
// of a page's scene.
import type { CSSProperties } from 'react';
import { useKindT } from '../../../create/kind-parts.tsx';
import type { CreateT } from '../../../create/parts.tsx';
import type { WebImage } from './api.ts';

export type StoryT = CreateT;

/** The wizard's translator; `storybook:places.beach` reaches the shared story words. */
export const useStoryT = (): StoryT => useKindT('storybook-create');

/**
 * A stored picture: a <source> per format, the fallback <img> with its width and height, and the
 * blurred placeholder behind it, so the slot keeps its size and shows something at once.
 */
export function WebPicture({ image, sizes, className, eager = false, alt }: {
  image: WebImage; sizes: string; className?: string | undefined; eager?: boolean | undefined;
  /** overrides the picture's own alt text ('' when the words beside it say the same) */
  alt?: string | undefined;
}) {
  return (
    <picture
      className={className ? `sbw-picture ${className}` : 'sbw-picture'}
      style={{ backgroundImage: image.placeholder ? `url("${image.placeholder}")` : undefined, aspectRatio: `${image.width} / ${image.height}` }}
    >
      {image.sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />)}
      <img
        src={image.src} width={image.width} height={image.height} alt={alt ?? image.alt} sizes={sizes}
        loading={eager ? 'eager' : 'lazy'} decoding="async"
      />
    </picture>
  );
}

/** The place of a page as a soft panel (sky or wall, ground, sun or moon): a picture still to come. */
export function ScenePanel({ setting, timeOfDay, label, busy = false, className }: {
  setting: string; timeOfDay: string; label?: string | undefined; busy?: boolean | undefined; className?: string | undefined;
}) {
  return (
    <div
      className={`sbw-scene${busy ? ' sbw-scene--busy' : ''}${className ? ` ${className}` : ''}`}
      data-setting={setting} data-time={timeOfDay} data-picture-coming=""
      role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}
    >
      {label ? <span className="sbw-scene-label">{label}</span> : null}
    </div>
  );
}

/** A character's face: the portrait when drawn, else the initial on a colour of its own. */
export function CharacterFace({ name, portrait, size = 40 }: { name: string; portrait: WebImage | null; size?: number }) {
  if (portrait) {
    return (
      <span className="sbw-face" style={{ inlineSize: size, blockSize: size }}>
        <WebPicture image={portrait} sizes={`${size * 2}px`} alt="" />
      </span>
    );
  }
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return (
    <span className="sbw-face sbw-face--initial" aria-hidden="true" style={{ inlineSize: size, blockSize: size, '--face-hue': String(hash) } as CSSProperties}>
      {initial}
    </span>
  );
}
