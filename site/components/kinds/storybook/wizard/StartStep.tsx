// Step 1 of a storybook: the idea, the reader's age, the book's language, the number of pages,
// an art style and the characters (new ones with a sheet of fixed words, or the author's own
// from earlier books). Client checks mirror the server's; its field messages land on the fields.
// Everything typed is kept in local storage, so a guest can sign in (the button opens the login
// dialog) and come back to the same form. The whole price (storyboard + pages × page) shows
// before the spend, against the balance; a book the balance cannot finish cannot be started.
// The panel, the kept values and the submit are every kind's (site/components/create/StartForm.tsx).
import { useEffect, useState } from 'react';
import { LANGUAGES, LANGUAGE_INFO } from '../../../../../core/languages.ts';
import { ART_STYLES, CHARACTER_KINDS, MAX_CHARACTERS, STORY_AGES, STORY_PAGES } from '../../../../../core/storybook.ts';
import { GraphQLRequestError } from '../../../../lib/graphql-client.ts';
import type { KindStartProps } from '../../../create/KindWizard.tsx';
import { keyFor } from '../../../create/storage.ts';
import { StartPanel, submitStart, useStartValues } from '../../../create/StartForm.tsx';
import { Button } from '../../../ui/Button.tsx';
import { FieldLabel } from '../../../ui/FieldLabel.tsx';
import { TextArea } from '../../../ui/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { fetchMyCharacters, startStorybook, updateStorybookStart, type StoryBook, type StoryCharacter, type StoryCosts } from './api.ts';
import { CharacterFace, useStoryT, type StoryT } from './parts.tsx';
import {
  blankCharacter, bookStoryStart, characterEmpty, defaultStoryStart, needsNewStoryboard, fieldOfServerPath, mergeStoryStart, repeatedName, STORY_START_LIMITS,
  storyStartInput, validPageCount, type CharacterDraft, type StoryStartValues,
} from './start-values.ts';
import { BOARD_DRAFT_PREFIX } from './board-edit.ts';
import { storyUrl } from './steps.ts';

export const STORY_FORM_KEY = 'bookloom.wizard.storybook';
const STORY_START_KEY = 'bookloom.wizard.storybook.startKey';

/** The server's field paths (`characters.1.look`) as this form's field names, so messages land on the fields. */
function onFormFields(error: unknown): unknown {
  if (!(error instanceof GraphQLRequestError) || !error.errors) return error;
  const errors = error.errors.map((e) => {
    const fields = e.extensions?.fields;
    if (typeof fields !== 'object' || fields === null) return e;
    const mapped = Object.fromEntries(Object.entries(fields as Record<string, unknown>).map(([k, v]) => [fieldOfServerPath(k), v]));
    return { ...e, extensions: { ...e.extensions, fields: mapped } };
  });
  return new GraphQLRequestError(error.message, { ...(error.status === undefined ? {} : { status: error.status }), network: error.network, errors });
}

const languageOptions = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_INFO[code].nativeName }));
const ages = Array.from({ length: STORY_AGES.max - STORY_AGES.min + 1 }, (_, i) => STORY_AGES.min + i);

export type StartStepProps = KindStartProps<StoryBook, StoryCosts>;

export function StartStep({ lang, viewer, costs, balance, latest = null, onCreditsChanged, book = null }: StartStepProps) {
  const t = useStoryT();
  const { values, current, update } = useStartValues<StoryStartValues, StoryBook>({
    lang, book, formKey: STORY_FORM_KEY, defaults: defaultStoryStart, merge: mergeStoryStart, fromBook: bookStoryStart,
  });
  const [mine, setMine] = useState<StoryCharacter[]>([]);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  useEffect(() => {
    if (viewer !== 'user') return;
    let live = true;
    fetchMyCharacters().then((list) => { if (live) setMine(list); }, (error: unknown) => console.warn('My characters did not load', error));
    return () => { live = false; };
  }, [viewer]);

  useEffect(() => {
    if (!focusKey) return;
    document.getElementById(`sbw-character-${focusKey}`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const set = (key: 'idea' | 'title' | 'age' | 'language' | 'pageCount' | 'artStyle') => (value: string) => update((v) => ({ ...v, [key]: value }));
  const setCharacter = (key: string, patch: Partial<CharacterDraft>) =>
    update((v) => ({ ...v, characters: v.characters.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));
  const addNew = () => {
    if (current.current.characters.length >= MAX_CHARACTERS) return;
    const key = `k${current.current.nextKey}`;
    update((v) => ({ ...v, characters: [...v.characters, blankCharacter(key)], nextKey: v.nextKey + 1 }));
    setFocusKey(key);
  };
  const addMine = (c: StoryCharacter) => {
    const chosen: Omit<CharacterDraft, 'key'> = { userCharacterId: c.id, name: c.name, kind: c.kind, look: c.look, clothes: c.clothes, colours: c.colours };
    update((v) => {
      // an untouched new character gives its place to the one picked
      const empty = v.characters.findIndex(characterEmpty);
      if (empty >= 0) return { ...v, characters: v.characters.map((x, i) => (i === empty ? { ...chosen, key: x.key } : x)) };
      if (v.characters.length >= MAX_CHARACTERS) return v;
      return { ...v, characters: [...v.characters, { ...chosen, key: `k${v.nextKey}` }], nextKey: v.nextKey + 1 };
    });
  };
  const remove = (key: string) => update((v) => (v.characters.length <= 1 ? v : { ...v, characters: v.characters.filter((c) => c.key !== key) }));

  const pages = Number(values.pageCount);
  const pagesValid = validPageCount(values.pageCount);
  const newBoard = book !== null && needsNewStoryboard(bookStoryStart(book), values);
  // what the first spend commits to: the whole book (a new book, or a new storyboard of this one)
  const total = costs && pagesValid && (book === null || newBoard) ? costs.plan + costs.page * pages : null;
  const short = viewer === 'user' && total !== null && balance !== null && total > balance;
  const used = new Set(values.characters.map((c) => c.userCharacterId).filter(Boolean));
  const offered = mine.filter((c) => !used.has(c.id));
  const full = values.characters.length >= MAX_CHARACTERS;

  const submit = () => {
    const v = current.current;
    return submitStart({
      lang, viewer, short, url: storyUrl, formKey: STORY_FORM_KEY, startKey: STORY_START_KEY, fieldErrors: onFormFields, onCreditsChanged,
      edit: book && {
        bookId: book.id, dropCopy: newBoard ? BOARD_DRAFT_PREFIX + book.id : null, // the new storyboard replaces the edits of the old one
        send: () => {
          const { idempotencyKey: _unused, ...input } = storyStartInput(v, 'unused-key');
          return updateStorybookStart(book.id, input);
        },
      },
      begin: () => startStorybook(storyStartInput(v, keyFor(STORY_START_KEY, JSON.stringify({ ...v, nextKey: 0 })))),
    });
  };

  const repeated = repeatedName(values.characters);

  const costText = costs === null
    ? null
    : book !== null && !newBoard
      ? t('costs.noCharge')
      : total === null
        ? t('costs.parts', { count: costs.page, plan: costs.plan })
        : book !== null
          ? t('costs.newBoard', { count: costs.plan })
          : t('costs.book', { count: total, plan: costs.plan, pages, page: costs.page });

  return (
    <StartPanel
      t={t} lang={lang} viewer={viewer} prefix="sbw" name="storybook" editing={book !== null} latest={latest}
      resumeUrl={(step, id) => storyUrl(lang, step, id)} resumeAttrs={{ 'data-resume-story': '' }} onSubmit={submit}
      cost={{ text: costText, balance, needed: total, short }} editLabel={t(newBoard ? 'start.saveNewBoard' : 'start.save')}
    >
      <TextArea
        label={t('fields.idea')} name="idea" required maxLength={STORY_START_LIMITS.idea} value={values.idea} onChange={set('idea')}
        placeholder={t('fields.ideaPlaceholder')} minRows={3} maxRows={8}
      />
      <div className="wizard-row">
        <NativeSelect
          label={t('fields.age')} name="age" value={values.age} onChange={set('age')}
          options={ages.map((age) => ({ value: String(age), label: t('fields.ageValue', { count: age }) }))}
        />
        <NativeSelect label={t('fields.language')} name="language" value={values.language} onChange={set('language')} options={languageOptions} />
        <TextInput
          label={t('fields.pageCount')} name="pageCount" type="number" required inputMode="numeric" min={STORY_PAGES.min} max={STORY_PAGES.max} step={1}
          value={values.pageCount} onChange={set('pageCount')}
          validate={(value: string) => (validPageCount(value) ? undefined : t('fields.pageCountInvalid', { min: STORY_PAGES.min, max: STORY_PAGES.max }))}
        />
      </div>
      <TextInput
        label={t('fields.title')} name="title" maxLength={STORY_START_LIMITS.title} value={values.title} onChange={set('title')}
        placeholder={t('fields.titlePlaceholder')} autoComplete="off"
      />

      <fieldset className="sbw-styles" data-art-styles="">
        <legend className="ui-label">{t('fields.artStyle')}</legend>
        <div className="sbw-style-grid">
          {ART_STYLES.map((style) => (
            <label key={style} className={style === values.artStyle ? 'sbw-style is-chosen' : 'sbw-style'} data-style={style}>
              <input type="radio" name="artStyle" value={style} checked={style === values.artStyle} onChange={() => set('artStyle')(style)} />
              <span className="sbw-style-sample" data-style={style}>
                <img src={`/api/style-samples/${style}.webp`} width={160} height={120} alt="" loading="lazy" decoding="async" />
              </span>
              <span className="sbw-style-name">{t(`storybook:styles.${style}`)}</span>
              <span className="sbw-style-hint">{t(`styles.${style}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="sbw-cast" data-characters="">
        <legend className="ui-label">{t('characters.legend', { max: MAX_CHARACTERS })}</legend>
        <p className="wizard-hint">{t('characters.hint')}</p>
        <ol className="sbw-cast-list">
          {values.characters.map((c, i) => (
            <CharacterCard
              key={c.key} t={t} index={i} character={c} mine={mine} canRemove={values.characters.length > 1}
              nameTaken={repeated === i} onChange={(patch) => setCharacter(c.key, patch)} onRemove={() => remove(c.key)}
            />
          ))}
        </ol>
        <div className="sbw-cast-add">
          <Button kind="secondary" size="small" disabled={full} onClick={addNew} data-testid="add-character">{t('characters.addNew')}</Button>
          {offered.length > 0 ? (
            <div className="sbw-mine" role="group" aria-label={t('characters.mine')}>
              <span className="sbw-mine-label">{t('characters.mine')}</span>
              {offered.slice(0, 12).map((c) => (
                <button
                  type="button" key={c.id} className="sbw-chip sbw-chip--mine" disabled={full} onClick={() => addMine(c)}
                  aria-label={t('characters.addMine', { name: c.name })} data-my-character={c.id}
                >
                  <CharacterFace name={c.name} portrait={c.portrait} size={28} />
                  <span dir="auto">{c.name}</span>
                </button>
              ))}
            </div>
          ) : null}
          {full ? <p className="wizard-hint">{t('characters.full', { max: MAX_CHARACTERS })}</p> : null}
        </div>
      </fieldset>
    </StartPanel>
  );
}

function CharacterCard({ t, index, character: c, mine, canRemove, nameTaken, onChange, onRemove }: {
  t: StoryT; index: number; character: CharacterDraft; mine: StoryCharacter[]; canRemove: boolean; nameTaken: boolean;
  onChange: (patch: Partial<CharacterDraft>) => void; onRemove: () => void;
}) {
  const n = index + 1;
  const field = (name: string) => `character-${index}-${name}`;
  const headingId = `sbw-character-${c.key}-heading`;
  if (c.userCharacterId) {
    const known = mine.find((m) => m.id === c.userCharacterId);
    return (
      <li className="sbw-character sbw-character--mine" aria-labelledby={headingId} data-testid="character" data-character-kind="mine">
        <CharacterFace name={c.name} portrait={known?.portrait ?? null} size={64} />
        <div className="sbw-character-sheet">
          <h3 id={headingId} dir="auto">{c.name}</h3>
          <p className="sbw-character-kind">{t(`storybook:kinds.${c.kind}`)} · {t('characters.fromMine')}</p>
          <p dir="auto">{[c.look, c.clothes].filter(Boolean).join(' · ')}</p>
          {c.colours ? <p className="sbw-character-colours" dir="auto">{t('characters.coloursAre', { colours: c.colours })}</p> : null}
        </div>
        <Button id={`sbw-character-${c.key}`} kind="secondary" size="tiny" disabled={!canRemove} onClick={onRemove} aria-label={t('characters.remove', { n, name: c.name })}>
          {t('characters.removeShort')}
        </Button>
      </li>
    );
  }
  return (
    <li className="sbw-character" aria-labelledby={headingId} data-testid="character" data-character-kind="new">
      <div className="sbw-character-head">
        <h3 id={headingId}>{c.name.trim() ? <span dir="auto">{c.name}</span> : t('characters.number', { n })}</h3>
        <Button kind="secondary" size="tiny" disabled={!canRemove} onClick={onRemove} aria-label={t('characters.remove', { n, name: c.name.trim() || t('characters.number', { n }) })}>
          {t('characters.removeShort')}
        </Button>
      </div>
      <div className="wizard-row">
        <TextInput
          id={`sbw-character-${c.key}`} label={t('characters.name')} name={field('name')} required maxLength={STORY_START_LIMITS.name}
          value={c.name} onChange={(name) => onChange({ name })} placeholder={t('characters.namePlaceholder')} autoComplete="off" dir="auto"
          error={nameTaken ? t('characters.nameTaken') : undefined}
        />
        <NativeSelect
          label={t('characters.kind')} name={field('kind')} value={c.kind} onChange={(kind) => onChange({ kind })}
          options={CHARACTER_KINDS.map((k) => ({ value: k, label: t(`storybook:kinds.${k}`) }))}
        />
      </div>
      <TextInput
        label={t('characters.look')} name={field('look')} required maxLength={STORY_START_LIMITS.look} value={c.look}
        onChange={(look) => onChange({ look })} placeholder={t(`characters.lookPlaceholder.${c.kind}`)} autoComplete="off" dir="auto"
      />
      <div className="wizard-row">
        <TextInput
          label={t('characters.clothes')} name={field('clothes')} maxLength={STORY_START_LIMITS.clothes} value={c.clothes}
          onChange={(clothes) => onChange({ clothes })} placeholder={t(`characters.clothesPlaceholder.${c.kind}`)} autoComplete="off" dir="auto"
        />
        <TextInput
          label={t('characters.colours')} name={field('colours')} maxLength={STORY_START_LIMITS.colours} value={c.colours}
          onChange={(colours) => onChange({ colours })} placeholder={t(`characters.coloursPlaceholder.${c.kind}`)} autoComplete="off" dir="auto"
        />
      </div>
    </li>
  );
}

/** A labelled native <select>: quick on phones, and readable by the form's checks. */
export function NativeSelect({ label, name, value, onChange, options, id, labelHidden, className, ...rest }: {
  label: string; name?: string | undefined; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[];
  id?: string | undefined; labelHidden?: boolean | undefined; className?: string | undefined; 'data-testid'?: string | undefined;
}) {
  const controlId = id ?? `sbw-select-${name ?? label}`;
  return (
    <div className={className ? `ui-field sbw-select ${className}` : 'ui-field sbw-select'}>
      <FieldLabel label={label} required hidden={labelHidden} htmlFor={controlId} />
      <select id={controlId} name={name} value={value} onChange={(event) => onChange(event.target.value)} className="ui-native-select" {...rest}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}
