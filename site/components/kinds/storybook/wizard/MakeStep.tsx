// Step 3 of a storybook: the pages being made, words and picture each. The wizard polls every
// second; a grid of page tiles fills in as pages are made (the picture when drawn, else the
// place's soft panel; the words, else the beat in grey). Counts of made, being made, waiting and
// failed pages; Stop; a failed or stopped page is tried again with Retry (its own price); when
// every page is made, the way to the book and to My Books (the panel: site/components/create/MakePanel.tsx).
import type { KindMakeProps } from '../../../create/KindWizard.tsx';
import { MakePanel, PartError, PartStatus, RetryPart, type RowActions } from '../../../create/MakePanel.tsx';
import { readerUrl } from '../../../create/steps.ts';
import { textAttrs, type TextAttrs } from '../../../create/text-attrs.ts';
import { cancelStorybook, retryStorybookPage, type StoryBook, type StoryPage } from './api.ts';
import { ScenePanel, useStoryT, WebPicture, type StoryT } from './parts.tsx';

export type MakeStepProps = KindMakeProps<StoryBook>;

export function MakeStep({ lang, book, onBook, onStale, onCreditsChanged }: MakeStepProps) {
  const t = useStoryT();
  const text = textAttrs(book.language);
  return (
    <MakePanel
      t={t} lang={lang} prefix="sbw" book={book} parts={book.pages} text={text} statusAttr="data-book-status" testId="storybook-make"
      cancelAttrs={{ 'data-cancel-story': '' }} rowsClassName="sbw-tiles"
      open={{ href: readerUrl(lang, book.slug, book.id), label: t('make.read'), attrs: { 'data-testid': 'read-storybook' } }}
      cancel={() => cancelStorybook(book.id)} retryPart={retryStorybookPage} onBook={onBook} onStale={onStale} onCreditsChanged={onCreditsChanged}
      renderPart={(page, actions) => <PageTile key={page.id} t={t} page={page} text={text} actions={actions} />}
    />
  );
}

function PageTile({ t, page, text, actions }: { t: StoryT; page: StoryPage; text: TextAttrs; actions: RowActions }) {
  const headingId = `sbw-tile-${page.id}`;
  const working = page.status === 'writing' || page.status === 'queued';
  return (
    <li className={`sbw-tile sbw-tile--${page.status}`} data-testid="tile" data-status={page.status} aria-labelledby={headingId}>
      <div className="sbw-tile-art">
        {page.picture ? (
          <WebPicture image={page.picture} sizes="(max-width: 600px) 45vw, 220px" alt={page.picture.alt || page.alt} />
        ) : (
          <ScenePanel
            setting={page.scene.setting} timeOfDay={page.scene.timeOfDay} busy={working}
            label={t(page.status === 'failed' ? 'make.noPicture' : 'make.pictureComing')}
          />
        )}
        <span className="sbw-tile-number" id={headingId}>{t('make.page', { n: page.position })}</span>
      </div>
      <div className="sbw-tile-body">
        <PartStatus t={t} status={page.status} />
        {page.text.trim() ? (
          <p className="sbw-tile-text" {...text}>{page.text}</p>
        ) : (
          <p className="sbw-tile-text sbw-tile-text--beat" {...text}>{page.beat}</p>
        )}
        <PartError part={page} />
        <RetryPart t={t} part={page} actions={actions} label={t('make.retryPage', { n: page.position })} attrs={{ 'data-retry-page': page.position }} />
      </div>
    </li>
  );
}
