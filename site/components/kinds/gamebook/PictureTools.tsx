// The author's tools for a segment's picture (issue 14): ask the illustrator for a picture (what
// it should show, the book's art style), draw it again, or take it away.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ART_STYLES } from '../../../../core/storybook.ts';
import { Button } from '../../ui/Button.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import type { GamebookPicture } from './api.ts';
import type { GamebookT } from './strings.ts';
import { SegmentPicture } from './SegmentPicture.tsx';

export function PictureTools({ t, segment, artStyle, cost, busy, onDraw, onRemove }: {
  t: GamebookT;
  segment: { id: string; status: string; redo: string; picture: GamebookPicture | null };
  artStyle: string;
  /** a picture's price in credits */
  cost: number | null;
  busy: boolean;
  onDraw: (wish: string, artStyle: string) => void;
  onRemove: () => void;
}) {
  const { t: st } = useTranslation('storybook');
  const [wish, setWish] = useState('');
  const [style, setStyle] = useState(artStyle);
  const drawing = (segment.status === 'queued' || segment.status === 'writing') && segment.redo === 'picture';
  const id = `gb-pic-${segment.id}`;
  return (
    <section className="gba-picture" aria-labelledby={`${id}-h`} data-testid="picture-tools" data-drawing={drawing ? 'true' : undefined}>
      <h3 id={`${id}-h`} className="gbm-label">{t('picture.heading')}</h3>
      {segment.picture ? <SegmentPicture picture={segment.picture} sizes="(min-width: 60rem) 22rem, 100vw" /> : null}
      {drawing ? <p className="gbm-hint" role="status" aria-busy="true" data-testid="picture-drawing">{t('picture.drawing')}</p>
        : segment.picture ? null : <p className="gbm-hint">{t('picture.none')}</p>}
      <TextInput id={`${id}-wish`} label={t('picture.wish')} value={wish} onChange={setWish} maxLength={500} placeholder={t('picture.wishPlaceholder')} data-testid="picture-wish" />
      <div className="ui-field">
        <label htmlFor={`${id}-style`} className="gbm-label">{t('picture.style')}</label>
        <select id={`${id}-style`} value={style} onChange={(e) => setStyle(e.target.value)} data-testid="picture-style">
          {ART_STYLES.map((s) => <option key={s} value={s}>{st(`styles.${s}`)}</option>)}
        </select>
      </div>
      <div className="gbm-editor-actions">
        <Button type="button" kind="secondary" size="small" onClick={() => { onDraw(wish.trim(), style); setWish(''); }} disabled={busy || drawing} data-testid="picture-draw">
          {t(segment.picture ? 'picture.redraw' : 'picture.draw', { count: cost ?? 1 })}
        </Button>
        {segment.picture ? <Button type="button" kind="destroy" size="small" onClick={onRemove} disabled={busy || drawing} data-testid="picture-remove">{t('picture.remove')}</Button> : null}
      </div>
    </section>
  );
}
