// The storybook wizard (issue 16): /{lang}/create/storybook/{start|outline|generate}, the
// textbook wizard's frame for a picture book. Start: the idea, the reader's age, the language,
// the number of pages, an art style and the characters (new ones, or the user's own from
// earlier books), with the price before the spend. Storyboard: a beat per page with its
// characters and place, to edit, reorder (buttons: keyboard and touch), add and remove. Then the
// pages are made with live progress, pictures appearing as they are drawn. The book id travels
// as ?book=; the server's wizardStep decides the page, so any device resumes where the author was.
// A guest can fill the form: it is kept in this browser while they sign in.
import { useStore } from '@nanostores/react';
import type { Resource } from 'i18next';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_INFO, type LangCode } from '../../../../core/languages.ts';
import { ART_STYLES, CHARACTER_KINDS, MAX_CHARACTERS, SCENE_SETTINGS, STORY_AGES, STORY_PAGES, TIMES_OF_DAY } from '../../../../core/storybook.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { I18nIsland } from '../../../lib/i18n-island.tsx';
import { requireLogin } from '../../../stores/navigation.ts';
import { $session, currentToken, initSession } from '../../../stores/session.ts';
import '../../create/create.css';
import './storybook.css';

export const STORY_STEPS = ['start', 'outline', 'generate'] as const;
export type StoryStep = (typeof STORY_STEPS)[number];

export interface StorybookWizardProps { lang: LangCode; step: StoryStep; resources: Resource[string] }

export default function StorybookWizardIsland(props: StorybookWizardProps) {
  return (
    <I18nIsland lang={props.lang} resources={props.resources}>
      <Wizard {...props} />
    </I18nIsland>
  );
}

interface Scene { setting: string; timeOfDay: string; description: string }
interface Beat { beat: string; characters: string[]; scene: Scene }
interface Character { id: string; name: string; kind: string; look: string; clothes: string; colours: string; portrait: { src: string } | null }
interface Page { id: string; position: number; text: string; status: string; errorMessage: string | null; picture: { src: string; width: number; height: number; alt: string } | null }
interface Book {
  id: string; title: string; slug: string; language: LangCode; status: string; wizardStep: string; errorMessage: string | null; pageCount: number; isOwner: boolean;
  characters: Character[]; storyboard: { title: string; pages: Beat[] } | null; pages: Page[];
}
interface NewCharacter { key: string; userCharacterId?: string; name: string; kind: string; look: string; clothes: string; colours: string }

const BOOK = `id title slug language status wizardStep errorMessage pageCount isOwner
  characters { id name kind look clothes colours portrait { src } }
  storyboard { title pages { beat characters scene { setting timeOfDay description } } }
  pages { id position text status errorMessage picture { src width height alt } }`;
const DRAFT_KEY = 'bookloom.storybookDraft';
const POLL_MS = 1000;

const urlFor = (lang: string, step: StoryStep, id?: string) => `/${lang}/create/storybook/${step}${id ? `?book=${encodeURIComponent(id)}` : ''}`;
const pageStep = (wizardStep: string): StoryStep => (wizardStep === 'generate' || wizardStep === 'done' ? 'generate' : wizardStep === 'outline' ? 'outline' : 'start');
const key = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function messageOf(error: unknown): string {
  const e = error as { errors?: { message?: string }[]; message?: string };
  return e?.errors?.[0]?.message ?? e?.message ?? String(error);
}

function useSignedIn(): boolean | null {
  const session = useStore($session);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    void (async () => {
      if ($session.get().status !== 'active') await initSession();
      setSettled(true);
    })();
  }, []);
  if (!settled) return null;
  return session.status !== 'loggedOut' && currentToken() !== undefined;
}

function Wizard({ lang, step }: { lang: LangCode; step: StoryStep }) {
  const { t } = useTranslation('storybook');
  const signedIn = useSignedIn();
  const [book, setBook] = useState<Book | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(step !== 'start');
  const id = useMemo(() => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('book')), []);

  const load = useCallback(async (bookId: string) => {
    const data = await graphqlRequest<{ storybook: Book | null }>('WizardStorybook', `query WizardStorybook($id: ID!) { storybook(id: $id) { ${BOOK} } }`, { id: bookId });
    const found = data.storybook;
    if (found && pageStep(found.wizardStep) !== step && !(step === 'start' && found.wizardStep === 'outline')) {
      window.location.replace(urlFor(lang, pageStep(found.wizardStep), found.id));
      return null;
    }
    setBook(found);
    return found;
  }, [lang, step]);

  useEffect(() => {
    if (signedIn === null) return;
    if (step === 'start') { setLoading(false); return; }
    if (!signedIn) { requireLogin(`${location.pathname}${location.search}`); setLoading(false); return; }
    if (!id) { window.location.replace(urlFor(lang, 'start')); return; }
    load(id).catch((e) => setError(messageOf(e))).finally(() => setLoading(false));
  }, [signedIn, step, id, lang, load]);

  // while the writer, the illustrator or both work: ask again every second
  const busy = book?.status === 'outlining' || book?.status === 'generating' || book?.pages.some((p) => p.status === 'queued' || p.status === 'writing');
  useEffect(() => {
    if (!busy || !book) return;
    const timer = window.setInterval(() => { void load(book.id).catch(() => undefined); }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [busy, book, load]);

  return (
    <div className="wizard story-wizard" data-testid="storybook-wizard">
      <ol className="wizard-steps" aria-label={t('wizard.steps')}>
        {STORY_STEPS.map((s, i) => (
          <li key={s} className={s === step ? 'wizard-step wizard-step--current' : STORY_STEPS.indexOf(step) > i ? 'wizard-step wizard-step--past' : 'wizard-step'} aria-current={s === step ? 'step' : undefined}>
            <span className="wizard-step-number" aria-hidden="true">{i + 1}</span><span>{t(`wizard.step.${s}`)}</span>
          </li>
        ))}
      </ol>
      {error && <div className="wizard-alert wizard-alert--error" role="alert">{error}</div>}
      {loading ? <p className="wizard-waiting">{t('wizard.loading')}</p>
        : step === 'start' ? <StartStep lang={lang} signedIn={signedIn === true} />
          : !book ? (signedIn ? <p className="wizard-alert wizard-alert--error" role="alert">{t('wizard.notFound')}</p> : <p className="wizard-lead">{t('wizard.signIn')}</p>)
            : step === 'outline' ? <BoardStep lang={lang} book={book} reload={() => load(book.id)} />
              : <MakeStep lang={lang} book={book} reload={() => load(book.id)} />}
    </div>
  );
}

function StartStep({ lang, signedIn }: { lang: LangCode; signedIn: boolean }) {
  const { t } = useTranslation('storybook');
  const saved = useMemo(() => {
    try { return JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null'); } catch { return null; }
  }, []);
  const [idea, setIdea] = useState<string>(saved?.idea ?? '');
  const [title, setTitle] = useState<string>(saved?.title ?? '');
  const [language, setLanguage] = useState<string>(saved?.language ?? lang);
  const [age, setAge] = useState<number>(saved?.age ?? STORY_AGES.default);
  const [pageCount, setPageCount] = useState<number>(saved?.pageCount ?? STORY_PAGES.default);
  const [artStyle, setArtStyle] = useState<string>(saved?.artStyle ?? ART_STYLES[0]);
  const [characters, setCharacters] = useState<NewCharacter[]>(saved?.characters ?? [{ key: key(), name: '', kind: 'child', look: '', clothes: '', colours: '' }]);
  const [mine, setMine] = useState<Character[]>([]);
  const [costs, setCosts] = useState<{ plan: number; page: number } | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const startKey = useRef(saved?.startKey ?? `story-${key()}`);

  useEffect(() => {
    void graphqlRequest<{ storybookCosts: { plan: number; page: number } }>('StorybookCosts', 'query StorybookCosts { storybookCosts { plan page } }')
      .then((d) => setCosts(d.storybookCosts)).catch(() => undefined);
    if (!signedIn) return;
    void graphqlRequest<{ creditBalance: number; myCharacters: Character[] }>('StorybookStartData', 'query StorybookStartData { creditBalance myCharacters { id name kind look clothes colours portrait { src } } }')
      .then((d) => { setBalance(d.creditBalance); setMine(d.myCharacters); }).catch(() => undefined);
  }, [signedIn]);

  const total = costs ? costs.plan + costs.page * pageCount : null;
  const update = (k: string, patch: Partial<NewCharacter>) => setCharacters((list) => list.map((c) => (c.key === k ? { ...c, ...patch } : c)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const draft = { idea, title, language, age, pageCount, artStyle, characters, startKey: startKey.current };
    if (!signedIn) {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
      requireLogin(location.pathname);
      return;
    }
    setSending(true);
    try {
      const input = {
        idea, title: title || null, language, age, pageCount, artStyle, idempotencyKey: startKey.current,
        characters: characters.map((c) => (c.userCharacterId ? { userCharacterId: c.userCharacterId } : { name: c.name, kind: c.kind, look: c.look, clothes: c.clothes, colours: c.colours })),
      };
      const data = await graphqlRequest<{ startStorybook: { id: string } }>('StartStorybook', 'mutation StartStorybook($input: StartStorybookInput!) { startStorybook(input: $input) { id } }', { input });
      localStorage.removeItem(DRAFT_KEY);
      window.location.assign(urlFor(lang, 'outline', data.startStorybook.id));
    } catch (e) {
      setError(messageOf(e));
      setSending(false);
    }
  };

  const usedMine = new Set(characters.map((c) => c.userCharacterId).filter(Boolean));
  return (
    <form className="wizard-form story-start" onSubmit={(e) => void submit(e)} data-testid="storybook-start">
      <h1>{t('wizard.startTitle')}</h1>
      <p className="wizard-lead">{t('wizard.startLead')}</p>
      <label className="story-field">{t('wizard.idea')}
        <textarea value={idea} onChange={(e) => setIdea(e.target.value)} rows={3} maxLength={1000} required placeholder={t('wizard.ideaPlaceholder')} name="idea" />
      </label>
      <div className="story-row">
        <label className="story-field">{t('wizard.language')}
          <select value={language} onChange={(e) => setLanguage(e.target.value)} name="language">
            {LANGUAGES.map((l) => <option key={l} value={l}>{LANGUAGE_INFO[l].nativeName}</option>)}
          </select>
        </label>
        <label className="story-field">{t('wizard.age')}
          <select value={age} onChange={(e) => setAge(Number(e.target.value))} name="age">
            {Array.from({ length: STORY_AGES.max - STORY_AGES.min + 1 }, (_, i) => STORY_AGES.min + i).map((a) => <option key={a} value={a}>{t('wizard.ageValue', { age: a })}</option>)}
          </select>
        </label>
        <label className="story-field">{t('wizard.pageCount')}
          <input type="number" min={STORY_PAGES.min} max={STORY_PAGES.max} value={pageCount} onChange={(e) => setPageCount(Number(e.target.value))} required name="pageCount" />
        </label>
      </div>
      <label className="story-field">{t('wizard.title')}
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} placeholder={t('wizard.titlePlaceholder')} name="title" />
      </label>
      <fieldset className="story-styles">
        <legend>{t('wizard.artStyle')}</legend>
        {ART_STYLES.map((style) => (
          <label key={style} className={style === artStyle ? 'story-style is-chosen' : 'story-style'} data-style={style}>
            <input type="radio" name="artStyle" value={style} checked={style === artStyle} onChange={() => setArtStyle(style)} />
            <img className="story-style-swatch" src={`/api/style-samples/${style}.svg`} width="160" height="120" alt="" loading="lazy" />
            <span className="story-style-name">{t(`styles.${style}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="story-characters">
        <legend>{t('wizard.characters')}</legend>
        <p className="wizard-hint">{t('wizard.charactersHint')}</p>
        {characters.map((c, i) => (
          <div key={c.key} className="story-character" data-testid="character">
            {c.userCharacterId ? (
              <p className="story-character-mine"><strong>{c.name}</strong> · {c.look}</p>
            ) : (
              <>
                <div className="story-row">
                  <label className="story-field">{t('wizard.characterName')}
                    <input value={c.name} onChange={(e) => update(c.key, { name: e.target.value })} maxLength={60} required placeholder={t('wizard.characterNamePlaceholder')} name={`character-${i}-name`} />
                  </label>
                  <label className="story-field">{t('wizard.characterKind')}
                    <select value={c.kind} onChange={(e) => update(c.key, { kind: e.target.value })} name={`character-${i}-kind`}>
                      {CHARACTER_KINDS.map((k) => <option key={k} value={k}>{t(`kinds.${k}`)}</option>)}
                    </select>
                  </label>
                </div>
                <label className="story-field">{t('wizard.look')}
                  <input value={c.look} onChange={(e) => update(c.key, { look: e.target.value })} maxLength={300} required placeholder={t('wizard.lookPlaceholder')} name={`character-${i}-look`} />
                </label>
                <div className="story-row">
                  <label className="story-field">{t('wizard.clothes')}
                    <input value={c.clothes} onChange={(e) => update(c.key, { clothes: e.target.value })} maxLength={300} placeholder={t('wizard.clothesPlaceholder')} name={`character-${i}-clothes`} />
                  </label>
                  <label className="story-field">{t('wizard.colours')}
                    <input value={c.colours} onChange={(e) => update(c.key, { colours: e.target.value })} maxLength={200} placeholder={t('wizard.coloursPlaceholder')} name={`character-${i}-colours`} />
                  </label>
                </div>
              </>
            )}
            {characters.length > 1 && <button type="button" className="button secondary small" onClick={() => setCharacters((list) => list.filter((x) => x.key !== c.key))}>{t('wizard.removeCharacter')}</button>}
          </div>
        ))}
        {characters.length < MAX_CHARACTERS && (
          <div className="story-add">
            <button type="button" className="button secondary small" onClick={() => setCharacters((list) => [...list, { key: key(), name: '', kind: 'child', look: '', clothes: '', colours: '' }])} data-testid="add-character">{t('wizard.addCharacter')}</button>
            {mine.filter((m) => !usedMine.has(m.id)).length > 0 && (
              <div className="story-mine" aria-label={t('wizard.myCharacters')}>
                <span>{t('wizard.myCharacters')}:</span>
                {mine.filter((m) => !usedMine.has(m.id)).slice(0, 12).map((m) => (
                  <button type="button" key={m.id} className="story-chip" onClick={() => setCharacters((list) => [...list.filter((x) => x.name || x.look || x.userCharacterId), { key: key(), userCharacterId: m.id, name: m.name, kind: m.kind, look: m.look, clothes: m.clothes, colours: m.colours }])}>
                    {m.portrait && <img src={m.portrait.src} alt="" width="28" height="21" />}{m.name}
                  </button>
                ))}
              </div>
            )}
          </div>
        )}
      </fieldset>
      {total !== null && (
        <p className="wizard-cost" data-testid="storybook-cost">
          {t('wizard.cost', { total, plan: costs!.plan, pages: pageCount, page: costs!.page })}
          {balance !== null && <> · {t('wizard.balance', { balance })}</>}
        </p>
      )}
      {balance !== null && total !== null && balance < total && <p className="wizard-alert wizard-alert--error" role="alert">{t('wizard.notEnough', { total, balance })} <a href={`/${lang}/account`}>{t('wizard.buyCredits')}</a></p>}
      {error && <p className="wizard-alert wizard-alert--error" role="alert">{error}</p>}
      <p className="wizard-actions">
        <button type="submit" className="button primary" disabled={sending} data-testid="storybook-submit">{signedIn ? t('wizard.makeStoryboard') : t('wizard.signInToStart')}</button>
      </p>
    </form>
  );
}

function BoardStep({ lang, book, reload }: { lang: LangCode; book: Book; reload: () => Promise<unknown> }) {
  const { t } = useTranslation('storybook');
  const [title, setTitle] = useState(book.storyboard?.title ?? book.title);
  const [pages, setPages] = useState<(Beat & { key: string })[]>(() => (book.storyboard?.pages ?? []).map((p) => ({ ...p, key: key() })));
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [comment, setComment] = useState('');
  const generateKey = useRef(`story-make-${key()}`);

  // a new storyboard from the writer replaces what is shown (unless the author has unsaved edits)
  useEffect(() => {
    if (dirty || !book.storyboard) return;
    setTitle(book.storyboard.title);
    setPages(book.storyboard.pages.map((p) => ({ ...p, key: key() })));
  }, [book.storyboard, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => { e.preventDefault(); };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (book.status === 'outlining') return <div className="wizard-panel"><p className="wizard-waiting" role="status">{t('wizard.writingBoard')}</p></div>;
  if (book.status === 'failed' && !book.storyboard) {
    return <div className="wizard-panel"><p className="wizard-alert wizard-alert--error" role="alert">{book.errorMessage}</p>
      <button type="button" className="button primary" onClick={() => void graphqlRequest('RegenerateStoryboard', 'mutation RegenerateStoryboard($id: ID!, $c: String!) { regenerateStoryboard(id: $id, comment: $c) { id } }', { id: book.id, c: '' }).then(reload)}>{t('wizard.tryAgain')}</button></div>;
  }
  const change = (fn: (list: (Beat & { key: string })[]) => (Beat & { key: string })[]) => { setPages(fn); setDirty(true); setNote(null); };
  const move = (i: number, by: number) => change((list) => {
    const next = [...list];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    return next;
  });
  const storyboard = () => ({ title, pages: pages.map(({ beat, characters, scene }) => ({ beat, characters, scene: { setting: scene.setting, timeOfDay: scene.timeOfDay, description: scene.description || beat.slice(0, 400) } })) });
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await graphqlRequest('UpdateStoryboard', 'mutation UpdateStoryboard($id: ID!, $s: StoryboardInput!) { updateStoryboard(id: $id, storyboard: $s) { id } }', { id: book.id, s: storyboard() });
      setDirty(false);
      setNote(t('wizard.saved'));
      await reload();
      return true;
    } catch (e) {
      setError(messageOf(e));
      return false;
    } finally {
      setSaving(false);
    }
  };
  const make = async () => {
    if (dirty && !(await save())) return;
    setSaving(true);
    try {
      await graphqlRequest('GenerateStorybook', 'mutation GenerateStorybook($id: ID!, $k: String!) { generateStorybook(id: $id, idempotencyKey: $k) { id } }', { id: book.id, k: generateKey.current });
      window.location.assign(urlFor(lang, 'generate', book.id));
    } catch (e) {
      setError(messageOf(e));
      setSaving(false);
    }
  };
  const again = async () => {
    setError(null);
    try {
      await graphqlRequest('RegenerateStoryboard', 'mutation RegenerateStoryboard($id: ID!, $c: String!) { regenerateStoryboard(id: $id, comment: $c) { id } }', { id: book.id, c: comment });
      setDirty(false);
      await reload();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const text = { lang: LANGUAGE_INFO[book.language]?.bcp47, dir: LANGUAGE_INFO[book.language]?.dir };
  return (
    <div className="wizard-panel story-board" data-testid="storyboard">
      <h1>{t('wizard.boardTitle')}</h1>
      <p className="wizard-lead">{t('wizard.boardLead')}</p>
      <label className="story-field">{t('wizard.title')}
        <input value={title} onChange={(e) => { setTitle(e.target.value); setDirty(true); }} maxLength={200} required data-testid="board-title" {...text} />
      </label>
      <ol className="story-beats">
        {pages.map((p, i) => (
          <li key={p.key} className="story-beat" data-testid="beat">
            <div className="story-beat-head">
              <span className="story-beat-number">{t('wizard.pageNumber', { page: i + 1 })}</span>
              <span className="story-beat-tools">
                <button type="button" className="button secondary small" onClick={() => move(i, -1)} disabled={i === 0} aria-label={t('wizard.moveUp', { page: i + 1 })} data-testid="move-up">↑</button>
                <button type="button" className="button secondary small" onClick={() => move(i, 1)} disabled={i === pages.length - 1} aria-label={t('wizard.moveDown', { page: i + 1 })} data-testid="move-down">↓</button>
                <button type="button" className="button secondary small" onClick={() => change((list) => [...list.slice(0, i + 1), { key: key(), beat: '', characters: p.characters, scene: { ...p.scene, description: '' } }, ...list.slice(i + 1)])} disabled={pages.length >= STORY_PAGES.max} aria-label={t('wizard.addAfter', { page: i + 1 })}>+</button>
                <button type="button" className="button secondary small" onClick={() => change((list) => list.filter((x) => x.key !== p.key))} disabled={pages.length <= STORY_PAGES.min} aria-label={t('wizard.removePage', { page: i + 1 })}>✕</button>
              </span>
            </div>
            <textarea value={p.beat} onChange={(e) => change((list) => list.map((x) => (x.key === p.key ? { ...x, beat: e.target.value } : x)))} rows={2} maxLength={400} required aria-label={t('wizard.beat', { page: i + 1 })} data-testid="beat-text" {...text} />
            <div className="story-beat-meta">
              <span className="story-cast-pick">
                {book.characters.map((c) => (
                  <label key={c.id} className={p.characters.includes(c.id) ? 'story-chip is-on' : 'story-chip'}>
                    <input type="checkbox" checked={p.characters.includes(c.id)} onChange={(e) => change((list) => list.map((x) => (x.key === p.key ? { ...x, characters: e.target.checked ? [...x.characters, c.id] : x.characters.filter((id) => id !== c.id) } : x)))} />
                    {c.name}
                  </label>
                ))}
              </span>
              <select value={p.scene.setting} onChange={(e) => change((list) => list.map((x) => (x.key === p.key ? { ...x, scene: { ...x.scene, setting: e.target.value } } : x)))} aria-label={t('wizard.place')}>
                {SCENE_SETTINGS.map((s) => <option key={s} value={s}>{t(`places.${s}`)}</option>)}
              </select>
              <select value={p.scene.timeOfDay} onChange={(e) => change((list) => list.map((x) => (x.key === p.key ? { ...x, scene: { ...x.scene, timeOfDay: e.target.value } } : x)))} aria-label={t('wizard.time')}>
                {TIMES_OF_DAY.map((s) => <option key={s} value={s}>{t(`times.${s}`)}</option>)}
              </select>
            </div>
          </li>
        ))}
      </ol>
      {error && <p className="wizard-alert wizard-alert--error" role="alert">{error}</p>}
      {note && <p className="wizard-alert wizard-alert--success" role="status">{note}</p>}
      <p className="wizard-actions">
        <button type="button" className="button secondary" onClick={() => void save()} disabled={!dirty || saving} data-testid="board-save">{t('wizard.save')}</button>
        <button type="button" className="button primary" onClick={() => void make()} disabled={saving} data-testid="board-make">{t('wizard.makeBook', { pages: pages.length })}</button>
      </p>
      <details className="story-again">
        <summary>{t('wizard.newBoard')}</summary>
        <label className="story-field">{t('wizard.newBoardComment')}
          <input value={comment} onChange={(e) => setComment(e.target.value)} maxLength={2000} />
        </label>
        <button type="button" className="button secondary small" onClick={() => void again()}>{t('wizard.newBoardButton')}</button>
      </details>
    </div>
  );
}

function MakeStep({ lang, book, reload }: { lang: LangCode; book: Book; reload: () => Promise<unknown> }) {
  const { t } = useTranslation('storybook');
  const [error, setError] = useState<string | null>(null);
  const done = book.pages.filter((p) => p.status === 'done').length;
  const total = book.pages.length || book.pageCount;
  const act = async (op: () => Promise<unknown>) => {
    setError(null);
    try { await op(); await reload(); } catch (e) { setError(messageOf(e)); }
  };
  return (
    <div className="wizard-panel story-make" data-testid="storybook-make">
      <h1>{book.title}</h1>
      <p className="wizard-lead" role="status" data-testid="make-status">
        {book.status === 'done' ? t('wizard.madeAll') : book.status === 'cancelled' ? t('wizard.cancelled') : book.status === 'failed' ? t('wizard.someFailed') : t('wizard.making', { done, total })}
      </p>
      <progress max={total} value={done} className="wizard-progress" aria-label={t('wizard.making', { done, total })} />
      {error && <p className="wizard-alert wizard-alert--error" role="alert">{error}</p>}
      <p className="wizard-actions">
        {book.status === 'done' && <a className="button primary" href={`/${lang}/v/${encodeURIComponent(book.slug)}/${book.id}`} data-testid="read-storybook">{t('wizard.read')}</a>}
        {book.status === 'generating' && <button type="button" className="button secondary" onClick={() => void act(() => graphqlRequest('CancelStorybook', 'mutation CancelStorybook($id: ID!) { cancelStorybook(id: $id) { id } }', { id: book.id }))}>{t('wizard.cancel')}</button>}
      </p>
      <ol className="story-tiles">
        {book.pages.map((p) => (
          <li key={p.id} className={`story-tile story-tile--${p.status}`} data-testid="tile" data-status={p.status}>
            {p.picture ? <img src={p.picture.src} width={p.picture.width} height={p.picture.height} alt={p.picture.alt} loading="lazy" /> : <div className="story-tile-wait" aria-hidden="true" />}
            <span className="story-tile-number">{p.position}</span>
            <p className="story-tile-text">{p.text || (p.status === 'failed' ? p.errorMessage : t('reader.pageBeingMade'))}</p>
            {(p.status === 'failed' || p.status === 'cancelled') && (
              <button type="button" className="button secondary small" onClick={() => void act(() => graphqlRequest('RetryStorybookPage', 'mutation RetryStorybookPage($id: ID!) { retryStorybookPage(pageId: $id) { id } }', { id: p.id }))}>{t('wizard.retry')}</button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
