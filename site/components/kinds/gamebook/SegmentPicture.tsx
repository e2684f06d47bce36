// A segment's picture (issue 14) on the author's map, as a <picture> with its AVIF/WebP sizes,
// width and height, and a blurred placeholder behind it so nothing shifts while it loads. The
// player draws the same markup without React (player-view.ts's pictureHtml); the author's tools
// for it are in PictureTools.tsx.
import type { GamebookPicture } from './api.ts';

export function SegmentPicture({ picture, eager = false, sizes = '(min-width: 46rem) 42rem, 100vw' }: { picture: GamebookPicture; eager?: boolean; sizes?: string }) {
  return (
    <picture className="gb-picture" style={{ backgroundImage: `url("${picture.placeholder}")`, aspectRatio: `${picture.width} / ${picture.height}` }} data-testid="segment-picture">
      {picture.sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />)}
      <img src={picture.src} width={picture.width} height={picture.height} alt={picture.alt} sizes={sizes}
        loading={eager ? 'eager' : 'lazy'} decoding="async" />
    </picture>
  );
}
