// The gamebook player's markup (issue 14) as one function of what the reader sees, used twice: on
// the server for the page's first HTML (the start segment, GamebookPlayer.astro) and in the
// browser after every move (player.ts). HTML as a string, every word of the book escaped: the
// titles, texts and choices are an author's (or a writer's) words. No framework: a reader's page
// pays for none (issue 11).
import { offeredChoices, progressOf, segmentsSeen, type Reading } from '../../../../core/gamebook-play.ts';
import type { GamebookGraph } from '../../../../core/gamebook.ts';
import type { LiteT } from '../../../lib/strings-lite.ts';
import { buttonClass } from '../../ui/util.ts';
import type { GamebookPicture } from './api.ts';

export interface PlayerView {
  t: LiteT;
  title: string;
  /** the book's language (BCP 47) and direction: its words are marked with them */
  language: string;
  dir: 'ltr' | 'rtl';
  graph: GamebookGraph;
  pictures: Record<string, GamebookPicture>;
  reading: Reading;
  notice: string | null;
  canGrow: boolean;
  /** the unwritten choice being written for this reader */
  growing: string | null;
  draft: { title: string; text: string } | null;
  copied: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or an attribute's value, safe in HTML. */
export const esc = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const words = (v: PlayerView) => `lang="${esc(v.language)}" dir="${v.dir}"`;
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((para) => `<p>${esc(para)}</p>`).join('');

function button(label: string, attrs: string, kind: 'primary' | 'secondary' = 'secondary'): string {
  return `<button type="button" class="${buttonClass(kind === 'primary' ? 'large' : 'small', kind)}" ${attrs}><span class="ui-button-label">${esc(label)}</span></button>`;
}

/** A segment's picture: its AVIF/WebP sizes, and a blurred placeholder behind it so nothing shifts while it loads. */
export function pictureHtml(picture: GamebookPicture, sizes = '(min-width: 46rem) 42rem, 100vw'): string {
  const sources = picture.sources.map((s) => `<source type="${esc(s.type)}" srcset="${esc(s.srcset)}" sizes="${esc(sizes)}">`).join('');
  return `<picture class="gb-picture" style="${picture.placeholder ? `background-image:url(&quot;${esc(picture.placeholder)}&quot;);` : ''}aspect-ratio:${picture.width} / ${picture.height}" data-testid="segment-picture">`
    + `${sources}<img src="${esc(picture.src)}" width="${picture.width}" height="${picture.height}" alt="${esc(picture.alt)}" sizes="${esc(sizes)}" loading="eager" decoding="async"></picture>`;
}

/** The inside of the player's article for this view. */
export function playerHtml(v: PlayerView): string {
  const { t, graph, reading } = v;
  const segment = graph.segments.find((s) => s.id === reading.segment);
  if (!segment) {
    return `<div role="alert"><p>${esc(t('play.missing'))}</p>${button(t('play.restart'), 'data-play="restart"', 'primary')}</div>`;
  }
  const progress = progressOf(graph, reading);
  const picture = v.pictures[segment.id];
  const out: string[] = [];
  out.push(`<p class="gbp-book" ${words(v)}>${esc(v.title)}</p>`);
  out.push(`<div class="gbp-progress"><progress max="${progress.of}" value="${progress.seen}" aria-label="${esc(t('play.progressLabel'))}"></progress><span>${esc(t('play.progress', { seen: progress.seen, of: progress.of }))}</span></div>`);
  if (v.notice) out.push(`<p class="gbp-notice" role="status" data-testid="play-notice">${esc(v.notice)}</p>`);
  if (picture) out.push(pictureHtml(picture));
  out.push(`<h1 tabindex="-1" class="gbp-title" ${words(v)} data-testid="segment-title">${esc(segment.title)}</h1>`);
  out.push(`<div class="gbp-text" ${words(v)} data-testid="segment-text">${paragraphs(segment.text)}</div>`);
  if (segment.ending) {
    out.push(`<div class="gbp-ending gbp-ending--${esc(segment.ending)}" data-testid="ending"><p class="gbp-ending-title">${esc(t(`play.ending.${segment.ending}`))}</p>`
      + `<p>${esc(t('play.endingSeen', { count: segmentsSeen(reading).length }))}</p></div>`);
  } else {
    const choices = offeredChoices(graph, segment.id, reading.state).map((c, i) => {
      const unwritten = c.to === null;
      const disabled = Boolean(v.growing) || (unwritten && !v.canGrow);
      const note = unwritten ? `<span class="gbp-choice-note">${esc(v.growing === c.id ? t('play.growing') : v.canGrow ? t('play.willGrow') : t('play.notWritten'))}</span>` : '';
      return `<li><button type="button" class="gbp-choice"${disabled ? ' disabled' : ''} aria-keyshortcuts="${i + 1}" data-testid="play-choice" data-choice="${esc(c.id)}"`
        + `${unwritten ? ' data-unwritten="true"' : ''}${v.growing === c.id ? ' aria-busy="true"' : ''}><kbd aria-hidden="true">${i + 1}</kbd><span class="gbp-choice-text" ${words(v)}>${esc(c.text)}</span>${note}</button></li>`;
    });
    out.push(`<ol class="gbp-choices" aria-label="${esc(t('play.choices'))}">${choices.join('')}</ol>`);
  }
  if (v.growing) out.push(`<p class="gbp-growing" role="status" data-testid="play-growing">${esc(t('play.growingLong'))}</p>`);
  if (v.growing && v.draft) {
    out.push(`<section class="gbp-draft" aria-busy="true" aria-label="${esc(t('play.writingNow'))}" data-testid="play-draft"><p class="gbp-draft-kicker">${esc(t('play.writingNow'))}</p>`
      + `${v.draft.title ? `<h2 ${words(v)}>${esc(v.draft.title)}</h2>` : ''}<div class="gbp-text" ${words(v)}>${paragraphs(v.draft.text)}</div></section>`);
  }
  out.push(`<div class="gbp-actions">${button(t('play.back'), `data-play="back" aria-keyshortcuts="B" data-testid="play-back"${reading.previous ? '' : ' disabled'}`)}`
    + `${button(t('play.restart'), 'data-play="restart" aria-keyshortcuts="R" data-testid="play-restart"')}`
    + `${button(v.copied ? t('play.copied') : t('play.copyLink'), 'data-play="copy" data-testid="play-copy-link"')}</div>`);
  out.push(`<p class="gbp-keys">${esc(t('play.keys'))}</p>`);
  return out.join('');
}

/** The segment the view shows ('' when the reading's segment is missing), for the article's data-segment. */
export function shownSegment(v: Pick<PlayerView, 'graph' | 'reading'>): { id: string; ending: string } {
  const segment = v.graph.segments.find((s) => s.id === v.reading.segment);
  return { id: segment?.id ?? '', ending: segment?.ending ?? '' };
}
