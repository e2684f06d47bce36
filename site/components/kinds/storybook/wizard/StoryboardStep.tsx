// Step 2 of a storybook: the storyboard, one card per page. While the writer works, a spinner
// (the wizard polls every second); then an editor: the title, and per page the beat, who is on
// it (toggle chips), the place and the time of day, and what the picture shows; move a page up
// or down (buttons: keyboard and touch), add a page after one, remove one, within 8–32 pages.
// Save sends it (updateStoryboard, free). Until then the edits are kept on this device (local
// storage) and come back after a reload when newer than the server's; leaving with unsaved
// edits asks first. The author can ask for a new storyboard with a comment (one plan's price),
// sees what making the pages costs, and makes the book (refused up front when the balance
// cannot pay for it). The step and the editor's state are every kind's
// (site/components/create/PlanStepFrame.tsx, plan-draft.ts).
import { useMemo, type RefObject } from 'react';
import { MAX_CHARACTERS, SCENE_SETTINGS, TIMES_OF_DAY } from '../../../../../core/storybook.ts';
import type { KindPlanProps } from '../../../create/KindWizard.tsx';
import { useCreateT } from '../../../create/parts.tsx';
import { planCopy } from '../../../create/plan-copy.ts';
import { usePlanDraft, type EditorControl } from '../../../create/plan-draft.ts';
import { CardHead, PlanStepFrame, RestoredNotice, SaveAndWrite } from '../../../create/PlanStepFrame.tsx';
import { textAttrs, type TextAttrs } from '../../../create/text-attrs.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { generateStorybook, regenerateStoryboard, updateStoryboard, type StoryBook, type StoryCharacter, type StoryCosts, type Storyboard } from './api.ts';
import {
  BOARD_DRAFT_PREFIX, BOARD_LIMITS, boardFromDraft, boardProblems, boardReducer, boardSignature, draftFromBoard, restorableBoard, typedBoard,
  type BoardAction, type BoardProblem, type LocalBoardDraft,
} from './board-edit.ts';
import { CharacterFace, ScenePanel, useStoryT, type StoryT } from './parts.tsx';
import { NativeSelect } from './StartStep.tsx';
import { storyUrl } from './steps.ts';

const GENERATE_KEY_PREFIX = 'bookloom.wizard.storybook.generateKey.';
const copy = planCopy<LocalBoardDraft>(BOARD_DRAFT_PREFIX);

export type StoryboardStepProps = KindPlanProps<StoryBook, StoryCosts>;

export function StoryboardStep(props: StoryboardStepProps) {
  const { book, lang, costs, onBook, onStale, onCreditsChanged } = props;
  const t = useStoryT();
  const ct = useCreateT();
  return (
    <PlanStepFrame
      book={book} plan={book.storyboard} canGoBack={(book.status === 'outlined' || book.status === 'failed') && book.pages.length === 0}
      startUrl={(id) => storyUrl(lang, 'start', id)} sectionClass="sbw-board" titleId="sbw-board-title" stateAttr="data-board-state" newPlanResets={false} onBook={onBook}
      words={{
        back: t('board.back'), title: t('board.title'), writing: t('board.writing'), writingHint: t('board.writingHint'), cancelled: t('board.cancelled'),
        startNew: ct('actions.startNew'), failed: t('board.failed'), lead: t('board.lead'), leaveConfirm: () => t('board.leaveConfirm'),
      }}
      editor={(initial, control) => <BoardEditor {...props} initial={initial} control={control} />}
      askAgain={{ t, testId: 'new-storyboard', regenerate: regenerateStoryboard, copy, planCost: costs ? costs.plan : null, onStale, onCreditsChanged }}
    />
  );
}

function problemText(t: StoryT, problem: BoardProblem | undefined, shown: boolean, max: number): string | undefined {
  return problem && shown ? t(`board.problems.${problem}`, { max }) : undefined;
}

function BoardEditor(props: StoryboardStepProps & { initial: Storyboard; control?: RefObject<EditorControl | null> }) {
  const { lang, book, costs, balance, initial, onBook, onStale, onCreditsChanged, control } = props;
  const t = useStoryT();
  const characterIds = useMemo(() => book.characters.map((c) => c.id), [book.characters]);
  const editor = usePlanDraft({
    book, initial, copy, restore: (stored) => restorableBoard(stored, { updatedAt: book.updatedAt, storyboard: initial, characterIds }),
    draftOf: (board) => draftFromBoard(board), reducer: boardReducer, reset: (board): BoardAction => ({ type: 'reset', board }), problemsOf: boardProblems,
    planOf: boardFromDraft, typedOf: typedBoard, signature: boardSignature, copyOf: (board, editedAt, base): LocalBoardDraft => ({ board, editedAt, base }),
    problemField: (place) => {
      const [kind, key] = place.split(':');
      return kind === 'title' ? 'sbw-board-title' : kind === 'description' ? `sbw-beat-${key}-description` : `sbw-beat-${key}-text`;
    },
    words: { fixFirst: () => t('board.fixFirst'), saved: () => t('board.saved') },
    send: updateStoryboard, generate: generateStorybook, generateKeyPrefix: GENERATE_KEY_PREFIX, generateUrl: storyUrl(lang, 'generate', book.id),
    price: (draft) => (costs ? costs.page * draft.pages.length : null), balance, onBook, onStale, onCreditsChanged, control,
  });
  const { draft, problems, change, shown, focus, total } = editor;
  const text = textAttrs(book.language);
  const pages = draft.pages.length;

  const move = (index: number, by: -1 | 1, key: string) => editor.moveCard({ type: 'move', page: index, by }, `sbw-beat-${key}`, index, by, pages);
  const remove = (index: number) => editor.removeCard({ type: 'remove', page: index }, draft.pages, index, (key) => `sbw-beat-${key}-text`);
  const addAfter = (index: number) => {
    change({ type: 'addAfter', page: index });
    focus(`sbw-beat-p${draft.nextKey}-text`);
  };

  return (
    <div className="sbw-editor" data-board-state="editing" data-testid="storyboard">
      <RestoredNotice editor={editor} text={t('board.restored')} discard={t('board.discard')} />
      <TextInput
        id="sbw-board-title" label={t('board.bookTitle')} required maxLength={BOARD_LIMITS.titleMax} value={draft.title} {...text}
        onChange={(title) => change({ type: 'setTitle', title }, 'title')} error={problemText(t, problems.title, shown('title'), BOARD_LIMITS.titleMax)}
        data-testid="board-title"
      />
      <div className="sbw-board-cast" aria-label={t('board.cast')} role="group">
        <span className="sbw-mine-label">{t('board.cast')}</span>
        {book.characters.map((c) => (
          <span key={c.id} className="sbw-cast-member">
            <CharacterFace name={c.name} portrait={c.portrait} size={32} />
            <span {...text}>{c.name}</span>
          </span>
        ))}
      </div>

      <ol className="sbw-beats">
        {draft.pages.map((page, index) => (
          <BeatCard
            key={page.key} t={t} index={index} count={pages} page={page} characters={book.characters} text={text} problems={problems} shown={shown}
            onChange={change} onMove={(by) => move(index, by, page.key)} onAddAfter={() => addAfter(index)} onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <p className="sbw-board-count" data-page-count={pages}>
        {t('board.count', { count: pages, min: BOARD_LIMITS.pagesMin, max: BOARD_LIMITS.pagesMax })}
        {pages <= BOARD_LIMITS.pagesMin ? ` ${t('board.atMin', { min: BOARD_LIMITS.pagesMin })}` : null}
        {pages >= BOARD_LIMITS.pagesMax ? ` ${t('board.atMax', { max: BOARD_LIMITS.pagesMax })}` : null}
      </p>

      <SaveAndWrite
        editor={editor} lang={lang} prefix="sbw" balance={balance} saveTestId="board-save" writeTestId="board-make"
        costText={costs === null || total === null ? null : t('costs.pages', { count: total, pages, page: costs.page })}
        words={{
          state: t(`board.save.${editor.state}`), save: t('board.saveButton'), writeTitle: t('board.makeTitle'), write: total === null ? t('board.make') : t('board.makeFor', { count: total }),
          writeHint: t('board.makeHint'), what: t('credits.what'), whatBuy: t('credits.whatBuy'),
        }}
      />
    </div>
  );
}

function BeatCard({ t, index, count, page, characters, text, problems, shown, onChange, onMove, onAddAfter, onRemove }: {
  t: StoryT; index: number; count: number; page: ReturnType<typeof draftFromBoard>['pages'][number]; characters: StoryCharacter[];
  text: TextAttrs; problems: Record<string, BoardProblem>; shown: (place: string) => boolean;
  onChange: (action: BoardAction, place?: string) => void; onMove: (by: -1 | 1) => void; onAddAfter: () => void; onRemove: () => void;
}) {
  const n = index + 1;
  const id = (part: string) => `sbw-beat-${page.key}-${part}`;
  const full = page.characters.length >= MAX_CHARACTERS;
  return (
    <li className="sbw-beat" data-testid="beat" aria-labelledby={id('heading')}>
      <CardHead
        card="sbw-beat" id={id} heading={t('board.page', { n })} index={index} count={count} min={BOARD_LIMITS.pagesMin} onMove={onMove} onRemove={onRemove}
        words={{ up: t('board.moveUp', { n }), down: t('board.moveDown', { n }), remove: t('board.remove', { n }) }} removeTestId="remove-page"
      >
        <Button size="tiny" kind="secondary" disabled={count >= BOARD_LIMITS.pagesMax} aria-label={t('board.addAfter', { n })} title={t('board.addAfter', { n })}
          onClick={onAddAfter} data-testid="add-after">+</Button>
      </CardHead>
      <div className="sbw-beat-body">
        <ScenePanel setting={page.setting} timeOfDay={page.timeOfDay} className="sbw-beat-scene" />
        <div className="sbw-beat-fields">
          <TextArea
            id={id('text')} label={t('board.beat', { n })} required value={page.beat} minRows={2} maxRows={6} {...text}
            onChange={(beat) => onChange({ type: 'setBeat', page: index, beat }, `beat:${page.key}`)}
            error={problemText(t, problems[`beat:${page.key}`], shown(`beat:${page.key}`), BOARD_LIMITS.beatMax)}
            placeholder={t('board.beatPlaceholder')} data-testid="beat-text"
          />
          <fieldset className="sbw-beat-cast">
            <legend className="ui-label">{t('board.onPage')}</legend>
            <div className="sbw-chips">
              {characters.map((c) => {
                const on = page.characters.includes(c.id);
                return (
                  <button
                    type="button" key={c.id} className={on ? 'sbw-chip is-on' : 'sbw-chip'} aria-pressed={on} disabled={!on && full}
                    onClick={() => onChange({ type: 'toggleCharacter', page: index, id: c.id })} data-character={c.id}
                  >
                    <span className="sbw-chip-tick" aria-hidden="true">{on ? '✓' : '+'}</span>
                    <span {...text}>{c.name}</span>
                  </button>
                );
              })}
            </div>
            {page.characters.length === 0 ? <p className="wizard-hint">{t('board.nobody')}</p> : null}
          </fieldset>
          <div className="wizard-row sbw-beat-where">
            <NativeSelect
              id={id('place')} label={t('board.place')} value={page.setting} onChange={(setting) => onChange({ type: 'setSetting', page: index, setting })}
              options={SCENE_SETTINGS.map((s) => ({ value: s, label: t(`storybook:places.${s}`) }))}
            />
            <NativeSelect
              id={id('time')} label={t('board.time')} value={page.timeOfDay} onChange={(timeOfDay) => onChange({ type: 'setTime', page: index, timeOfDay })}
              options={TIMES_OF_DAY.map((s) => ({ value: s, label: t(`storybook:times.${s}`) }))}
            />
          </div>
          <details className="sbw-beat-more" open={shown(`description:${page.key}`) && problems[`description:${page.key}`] !== undefined ? true : undefined}>
            <summary>{t('board.picture')}</summary>
            <TextArea
              id={id('description')} label={t('board.pictureLabel', { n })} labelHidden value={page.description} minRows={2} maxRows={5} {...text}
              onChange={(description) => onChange({ type: 'setDescription', page: index, description }, `description:${page.key}`)}
              error={problemText(t, problems[`description:${page.key}`], shown(`description:${page.key}`), BOARD_LIMITS.descriptionMax)}
              placeholder={t('board.picturePlaceholder')}
            />
          </details>
        </div>
      </div>
    </li>
  );
}
