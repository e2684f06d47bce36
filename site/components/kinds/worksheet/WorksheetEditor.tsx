// The teacher's editor for one worksheet (issue 12), on the worksheet page for its owner only: the
// title, instructions and objectives; the items, each with its type, prompt and key, edited in a
// form that keeps it valid (editor/ItemForm.tsx), added, removed and moved; the checker's flags to
// review ("Keep this key" or Edit); and one item or the whole worksheet written again with an
// instruction, for its price (confirmed first, with the balance), followed by polling the
// worksheet until it is done. Every mutation answers the whole worksheet, which replaces the one
// on screen; a refusal is one message (a toast, or inline in the form that stays filled in).
// After every change the island dispatches `worksheet-editor:change` on window ({ detail: the
// worksheet }), for the page's other islands.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Resource, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ITEM_TYPES, ITEMS_PER_WORKSHEET, type ItemType } from '../../../../core/worksheets.ts';
import { I18nIsland } from '../../../lib/i18n-island.tsx';
import { ConfirmDialog } from '../../book/ConfirmDialog.tsx';
import { useBookPolling } from '../../create/polling.ts';
import { Button } from '../../ui/Button.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { notify } from '../../ui/toasts.ts';
import {
  addItem, dismissFlag, errorMessage, fetchWorksheet, fieldErrorsOf, moveItem, regenerateItem, regenerateWorksheet, removeItem, rewritePrice,
  updateHeader, updateItem, type EditorWorksheetData,
} from './editor/api.ts';
import { ItemForm } from './editor/ItemForm.tsx';
import {
  blankItem, fromGraphQL, itemFieldErrors, LIMITS, messageKey, toItemInput, validateHeader, type HeaderDraft, type ItemDraft, type ItemLike,
} from './item-form.ts';
import './editor.css';
import { useSentenceGap } from '../../../lib/sentences.ts';
import { useJobFailureText } from '../../../lib/job-failure.tsx';

/** The worksheet the page hands over: GraphQL's Worksheet (or the same read from the database; core items are fine too). */
export interface WorksheetEditorSheet {
  id: string;
  title: string;
  instructions: string;
  objectives: readonly string[];
  items: readonly ItemLike[];
  /** the checker's disagreements still to review: the item's index, its key, the solver's answer */
  flags?: readonly { item: number; key: string; solver: string }[] | null | undefined;
  /** queued, writing, done, failed or cancelled */
  status: string;
  /** why the last rewrite did not work (the worksheet kept what it had) */
  errorMessage?: string | null | undefined;
}

export interface WorksheetEditorProps {
  /** the page language */
  lang: string;
  /** islandResources(lang, WORKSHEET_EDITOR_STRINGS) (./editor/strings.ts) */
  resources: Resource[string];
  worksheet: WorksheetEditorSheet;
  /** the worksheet's own language (BCP 47) and direction, for what the teacher types; default: the page's */
  textLang?: string | undefined;
  textDir?: 'ltr' | 'rtl' | undefined;
}

export default function WorksheetEditorIsland(props: WorksheetEditorProps) {
  return (
    <I18nIsland lang={props.lang} resources={props.resources}>
      <WorksheetEditor {...props} />
    </I18nIsland>
  );
}

interface Sheet {
  id: string;
  title: string;
  instructions: string;
  objectives: string[];
  items: ItemDraft[];
  flags: { item: number; key: string; solver: string }[];
  status: string;
  errorMessage: string | null;
}

const sheetOf = (w: WorksheetEditorSheet | EditorWorksheetData): Sheet => ({
  id: w.id, title: w.title, instructions: w.instructions, objectives: [...w.objectives], items: w.items.map((item) => fromGraphQL(item as ItemLike)),
  flags: (w.flags ?? []).map((f) => ({ item: f.item, key: f.key, solver: f.solver })), status: w.status, errorMessage: w.errorMessage ?? null,
});

const headerOf = (s: Sheet): HeaderDraft => ({ title: s.title, instructions: s.instructions, objectives: [...s.objectives] });
const sameHeader = (a: HeaderDraft, b: HeaderDraft) => a.title === b.title && a.instructions === b.instructions && a.objectives.join('\u0000') === b.objectives.join('\u0000');
const isBusy = (status: string) => status === 'queued' || status === 'writing';

/** The item's key in one line, for the list. */
export function keySummary(item: ItemDraft, t: TFunction): string {
  switch (item.type) {
    case 'multipleChoice': return item.correct.map((i) => item.options[i] ?? '?').join(' · ');
    case 'trueFalse': return item.answer === null ? '—' : t(item.answer ? 'true' : 'false');
    case 'fillBlanks': return item.answers.map((accepted, b) => `(${b + 1}) ${accepted.join(' / ')}`).join('  ');
    case 'matching': return item.pairs.map((p) => `${p.left} ↔ ${p.right}`).join(' · ');
    case 'ordering': return item.steps.map((s, i) => `${i + 1}. ${s}`).join('  ');
    case 'shortAnswer': return item.answers.join(' / ');
    case 'openQuestion': return item.finalAnswer ? `${item.finalAnswer} — ${item.sampleAnswer}` : item.sampleAnswer;
  }
}

type Editing = { index: number | 'new'; draft: ItemDraft; serverErrors: Record<string, string>; failure: string | null };
type Remaking = { scope: 'item'; number: number } | { scope: 'worksheet' };
type Price = { cost: number; balance: number };

function WorksheetEditor({ worksheet, textLang, textDir }: WorksheetEditorProps) {
  const { t } = useTranslation('worksheet-editor');
  const failureText = useJobFailureText();
  const base = useId();
  const [sheet, setSheet] = useState<Sheet>(() => sheetOf(worksheet));
  const [header, setHeader] = useState<HeaderDraft>(() => headerOf(sheetOf(worksheet)));
  const [headerTried, setHeaderTried] = useState(false);
  const [headerServer, setHeaderServer] = useState<Record<string, string>>({});
  const [headerFailure, setHeaderFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [newType, setNewType] = useState<ItemType>('multipleChoice');
  const [price, setPrice] = useState<Price | null>(null);
  const [remaking, setRemaking] = useState<Remaking | null>(isBusy(worksheet.status) ? { scope: 'worksheet' } : null);
  const [lastFailure, setLastFailure] = useState<string | null>(worksheet.status === 'done' && worksheet.errorMessage ? failureText(worksheet.errorMessage) : null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const headerRef = useRef(header);
  headerRef.current = header;
  const sheetRef = useRef(sheet);
  sheetRef.current = sheet;

  const waiting = isBusy(sheet.status);
  const editable = sheet.status === 'done' && !waiting;
  const text = { lang: textLang, dir: textDir };
  const itemId = (i: number, part: string) => `${base}-item-${i}-${part}`;

  const loadPrice = useCallback(() => {
    rewritePrice().then(setPrice, () => { /* unknown until asked again (the dialog asks) */ });
  }, []);
  useEffect(loadPrice, [loadPrice]);

  // the focus goes where an action left it (a moved item's button, the next item after a removal)
  useEffect(() => {
    if (!focusId) return;
    const element = document.getElementById(focusId) as HTMLButtonElement | null;
    if (element && !element.disabled) element.focus();
    setFocusId(null);
  }, [focusId, sheet]);

  /** The worksheet the server answered becomes the one on screen; the header's unsaved edits stay. */
  const apply = useCallback((data: EditorWorksheetData) => {
    const next = sheetOf(data);
    const before = sheetRef.current;
    if (sameHeader(headerRef.current, headerOf(before))) setHeader(headerOf(next));
    setSheet(next);
    if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('worksheet-editor:change', { detail: data }));
  }, []);

  const refresh = useCallback(async () => {
    try {
      const data = await fetchWorksheet(sheetRef.current.id);
      if (data) apply(data);
    } catch {
      // the list stays as it was; the next action tries again
    }
  }, [apply]);

  // a rewrite under way: the worksheet is read again until it is done, then shown
  useBookPolling(waiting, sheet.id, fetchWorksheet, (data) => {
    if (isBusy(data.status)) return;
    apply(data);
    const failed = data.status !== 'done' || !!data.errorMessage;
    const message = data.errorMessage ? failureText(data.errorMessage) : t(data.status === 'cancelled' ? 'again.stopped' : 'errors.generic');
    if (failed) {
      setLastFailure(message);
      notify.error(t('again.failed', { message }));
    } else {
      setLastFailure(null);
      notify.success(remaking?.scope === 'item' ? t('again.itemDone', { number: remaking.number }) : t('again.worksheetDone'));
    }
    setRemaking(null);
    loadPrice();
  });

  // ---- header -------------------------------------------------------------------------------

  const headerLocal = validateHeader(header);
  const headerErrors: Record<string, string> = { ...(headerTried ? headerLocal : {}), ...headerServer };
  const say = (message: string | undefined) => {
    if (!message) return undefined;
    const known = messageKey(message);
    return known ? t(known.key, known.values) : message;
  };
  const headerDirty = !sameHeader(header, headerOf(sheet));
  const changeHeader = (next: HeaderDraft) => { setHeader(next); setHeaderServer({}); setHeaderFailure(null); };

  const saveHeader = async (event: FormEvent) => {
    event.preventDefault();
    setHeaderTried(true);
    if (Object.keys(headerLocal).length > 0) {
      requestAnimationFrame(() => document.getElementById(`${base}-header`)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy('header');
    setHeaderFailure(null);
    try {
      const data = await updateHeader(sheet.id, header);
      const next = sheetOf(data);
      setHeader(headerOf(next));
      setSheet(next);
      window.dispatchEvent(new CustomEvent('worksheet-editor:change', { detail: data }));
      setHeaderTried(false);
      notify.success(t('header.saved'));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setHeaderServer(fields);
      setHeaderFailure(Object.keys(fields).length ? t('errors.header') : errorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };

  // ---- items --------------------------------------------------------------------------------

  const saveItem = async () => {
    if (!editing) return;
    const { index, draft } = editing;
    setBusy('item');
    setEditing({ ...editing, failure: null, serverErrors: {} });
    try {
      const data = index === 'new' ? await addItem(sheet.id, toItemInput(draft)) : await updateItem(sheet.id, index, toItemInput(draft));
      apply(data);
      setEditing(null);
      const number = index === 'new' ? data.items.length : index + 1;
      notify.success(t(index === 'new' ? 'items.added' : 'items.saved', { number }));
      setFocusId(itemId(number - 1, 'edit'));
    } catch (error) {
      // the form stays filled in, with the server's words on its fields
      const fields = itemFieldErrors(fieldErrorsOf(error), index === 'new' ? undefined : index);
      // a refusal on the fields shows on them, under one line that says so
      setEditing((e) => (e ? { ...e, serverErrors: fields, failure: Object.keys(fields).length ? t('errors.form') : errorMessage(error, t) } : e));
    } finally {
      setBusy(null);
    }
  };

  /** An action on the list: one at a time; a refusal is a toast and the list is read again. */
  const act = async (name: string, action: () => Promise<EditorWorksheetData>, done: (data: EditorWorksheetData) => void) => {
    setBusy(name);
    try {
      const data = await action();
      apply(data);
      done(data);
    } catch (error) {
      notify.error(errorMessage(error, t));
      void refresh();
    } finally {
      setBusy(null);
    }
  };

  const move = (from: number, by: -1 | 1) => {
    const to = from + by;
    void act('move', () => moveItem(sheet.id, from, to), (data) => {
      const last = data.items.length - 1;
      // the pressed button follows its item; at an end, the other one
      setFocusId(itemId(to, (by < 0 && to === 0) || (by > 0 && to === last) ? (by < 0 ? 'down' : 'up') : (by < 0 ? 'up' : 'down')));
      notify.success(t('items.moved', { number: to + 1 }), { id: 'worksheet-move' });
    });
  };

  const remove = () => {
    if (removing === null) return;
    const index = removing;
    void act('remove', () => removeItem(sheet.id, index), (data) => {
      setRemoving(null);
      notify.success(t('items.removed', { number: index + 1 }));
      setFocusId(data.items.length ? itemId(Math.min(index, data.items.length - 1), 'edit') : `${base}-items`);
    }).then(() => setRemoving(null));
  };

  const keepKey = (index: number) => {
    void act('flag', () => dismissFlag(sheet.id, index), () => {
      notify.success(t('flag.kept', { number: index + 1 }));
      setFocusId(itemId(index, 'edit'));
    });
  };

  const startEdit = (index: number | 'new', draft: ItemDraft) => setEditing({ index, draft, serverErrors: {}, failure: null });
  const cancelEdit = () => {
    const index = editing?.index;
    setEditing(null);
    setFocusId(index === 'new' || index === undefined ? `${base}-add` : itemId(index, 'edit'));
  };

  const rewriteQueued = (data: EditorWorksheetData, what: Remaking) => {
    apply(data);
    setRemaking(what);
    setLastFailure(null);
  };

  const locked = !editable || busy !== null || editing !== null;
  const tooFew = sheet.items.length <= ITEMS_PER_WORKSHEET.min;
  const tooMany = sheet.items.length >= ITEMS_PER_WORKSHEET.max;

  const form = (heading: string, submitLabel: string) => editing && (
    <ItemForm
      heading={heading} draft={editing.draft} serverErrors={editing.serverErrors} failure={editing.failure} saving={busy === 'item'}
      submitLabel={submitLabel} onSave={() => void saveItem()} onCancel={cancelEdit} textLang={textLang} textDir={textDir}
      onChange={(draft) => setEditing((e) => (e ? { ...e, draft, serverErrors: {}, failure: null } : e))}
    />
  );

  return (
    <section className="wse" aria-labelledby={`${base}-title`} data-testid="worksheet-editor">
      <h2 id={`${base}-title`} className="wse-title">{t('title')}</h2>
      <p className="wse-hint">{t('intro')}</p>

      {waiting ? (
        <p className="wse-progress" role="status" data-testid="worksheet-editor-progress">
          <span className="ui-spinner" aria-hidden="true" />
          {remaking?.scope === 'item' ? t('again.writingItem', { number: remaking.number }) : t('again.writingWorksheet')}
        </p>
      ) : null}
      {!waiting && lastFailure ? <p className="wse-alert" role="alert">{t('again.failed', { message: lastFailure })}</p> : null}
      {!waiting && sheet.status !== 'done' ? <p className="wse-note">{t('notReady')}</p> : null}

      <form id={`${base}-header`} className="wse-header" noValidate onSubmit={(e) => void saveHeader(e)} aria-labelledby={`${base}-header-heading`}>
        <h3 id={`${base}-header-heading`}>{t('header.heading')}</h3>
        {headerFailure ? <p className="wse-alert" role="alert">{headerFailure}</p>
          : headerTried && Object.keys(headerLocal).length ? <p className="wse-alert" role="alert">{t('errors.header')}</p> : null}
        <TextInput required
          label={t('header.title')} value={header.title} maxLength={LIMITS.title} onChange={(v) => changeHeader({ ...header, title: v })}
          error={say(headerErrors.title)} disabled={!editable} {...text} data-testid="worksheet-title-input"
        />
        <TextArea required
          label={t('header.instructions')} value={header.instructions} maxLength={LIMITS.instructions} minRows={2} maxRows={6}
          onChange={(v) => changeHeader({ ...header, instructions: v })} error={say(headerErrors.instructions)} disabled={!editable} {...text}
        />
        <fieldset className="wse-group">
          <legend>{t('header.objectives')}</legend>
          <ol className="wse-rows">
            {header.objectives.map((objective, i) => (
              <li key={i} className="wse-row">
                <TextInput required
                  id={`${base}-objective-${i}`} className="wse-grow" label={t('header.objective', { number: i + 1 })} value={objective} maxLength={LIMITS.objective}
                  onChange={(v) => changeHeader({ ...header, objectives: header.objectives.map((o, j) => (j === i ? v : o)) })}
                  error={say(headerErrors[`objectives.${i}`])} disabled={!editable} {...text}
                />
                <Button
                  type="button" kind="secondary" size="tiny" className="wse-icon-button" disabled={!editable || header.objectives.length <= 1}
                  aria-label={t('header.removeObjective', { number: i + 1 })} title={t('header.removeObjective', { number: i + 1 })}
                  onClick={() => changeHeader({ ...header, objectives: header.objectives.filter((_, j) => j !== i) })}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </li>
            ))}
          </ol>
          {say(headerErrors.objectives) ? <p className="ui-field-error">{say(headerErrors.objectives)}</p> : null}
          <Button
            type="button" kind="secondary" size="small" disabled={!editable || header.objectives.length >= LIMITS.objectives}
            onClick={() => { changeHeader({ ...header, objectives: [...header.objectives, ''] }); setFocusId(`${base}-objective-${header.objectives.length}`); }}
          >
            {t('header.addObjective')}
          </Button>
        </fieldset>
        <div className="wse-actions">
          <Button type="submit" size="small" loading={busy === 'header'} disabled={!editable || !headerDirty || (busy !== null && busy !== 'header')}>{t('header.save')}</Button>
          {headerDirty ? (
            <Button type="button" kind="secondary" size="small" disabled={busy === 'header'}
              onClick={() => { setHeader(headerOf(sheet)); setHeaderServer({}); setHeaderFailure(null); setHeaderTried(false); }}>
              {t('header.reset')}
            </Button>
          ) : null}
        </div>
      </form>

      <h3 id={`${base}-items`} tabIndex={-1} className="wse-items-heading">{t('items.heading', { count: sheet.items.length })}</h3>
      <p className="wse-hint">{t('items.limits', { min: ITEMS_PER_WORKSHEET.min, max: ITEMS_PER_WORKSHEET.max })}</p>
      <ol className="wse-items" data-testid="worksheet-editor-items">
        {sheet.items.map((item, i) => {
          const flag = sheet.flags.find((f) => f.item === i);
          const number = i + 1;
          const isEditing = editing?.index === i;
          return (
            <li key={i} className={`wse-item${flag ? ' wse-item--flagged' : ''}`} data-testid={`worksheet-editor-item-${i}`} aria-labelledby={itemId(i, 'label')}>
              <p className="wse-item-label" id={itemId(i, 'label')}>
                <span className="wse-item-number">{t('items.number', { number })}</span>
                <span className="wse-item-type">{t(`types.${item.type}`)}</span>
              </p>
              {isEditing ? form(t('items.editTitle', { number }), t('form.save')) : (
                <>
                  <p className="wse-item-prompt" lang={textLang} dir={textDir}>{item.prompt}</p>
                  {item.type === 'fillBlanks' ? <p className="wse-item-prompt" lang={textLang} dir={textDir}>{item.text}</p> : null}
                  <p className="wse-item-key">
                    <span className="wse-item-key-label">{t('items.key')}</span>{' '}
                    <span lang={textLang} dir={textDir}>{keySummary(item, t)}</span>
                  </p>
                  {flag ? (
                    <div className="wse-flag" role="note" data-testid={`worksheet-flag-${i}`}>
                      <p className="wse-flag-title"><span aria-hidden="true">⚠ </span>{t('flag.notice')}</p>
                      <p className="wse-flag-detail">
                        {t('flag.key')} <bdi lang={textLang}>{flag.key}</bdi>
                        <br />
                        {t('flag.solver')} <bdi lang={textLang}>{flag.solver}</bdi>
                      </p>
                      <div className="wse-actions">
                        <Button type="button" size="small" onClick={() => keepKey(i)} disabled={locked} loading={busy === 'flag'} data-testid={`keep-key-${i}`}>
                          {t('flag.keep')}
                        </Button>
                        <Button type="button" kind="secondary" size="small" onClick={() => startEdit(i, item)} disabled={locked}>{t('flag.edit')}</Button>
                      </div>
                    </div>
                  ) : null}
                  <div className="wse-actions wse-item-actions">
                    <Button id={itemId(i, 'edit')} type="button" kind="secondary" size="small" onClick={() => startEdit(i, item)} disabled={locked}
                      aria-describedby={itemId(i, 'label')} data-testid={`edit-item-${i}`}>
                      {t('items.edit')}
                    </Button>
                    <Button id={itemId(i, 'up')} type="button" kind="secondary" size="small" onClick={() => move(i, -1)} disabled={locked || i === 0}
                      aria-describedby={itemId(i, 'label')}>
                      <span aria-hidden="true">↑ </span>{t('items.moveUp')}
                    </Button>
                    <Button id={itemId(i, 'down')} type="button" kind="secondary" size="small" onClick={() => move(i, 1)} disabled={locked || i === sheet.items.length - 1}
                      aria-describedby={itemId(i, 'label')}>
                      <span aria-hidden="true">↓ </span>{t('items.moveDown')}
                    </Button>
                    <Button id={itemId(i, 'remove')} type="button" kind="destroy" size="small" onClick={() => setRemoving(i)} disabled={locked || tooFew}
                      aria-describedby={itemId(i, 'label')} data-testid={`remove-item-${i}`}>
                      {t('items.remove')}
                    </Button>
                  </div>
                  <RewritePanel
                    scope="item" number={number} price={price} disabled={!(sheet.status === 'done' || sheet.status === 'failed') || waiting || busy !== null || editing !== null}
                    onPrice={loadPrice} textLang={textLang} textDir={textDir}
                    run={(instruction) => regenerateItem(sheet.id, i, instruction)} onQueued={(data) => rewriteQueued(data, { scope: 'item', number })}
                  />
                </>
              )}
            </li>
          );
        })}
      </ol>

      {editing?.index === 'new' ? (
        <div className="wse-item wse-item--new">{form(t('add.title', { type: t(`types.${editing.draft.type}`) }), t('add.save'))}</div>
      ) : (
        <div className="wse-add" role="group" aria-labelledby={`${base}-add-heading`}>
          <h3 id={`${base}-add-heading`} className="wse-add-heading">{t('add.heading')}</h3>
          <label className="wse-select">
            <span>{t('add.type')}</span>
            <select value={newType} onChange={(e) => setNewType(e.target.value as ItemType)} disabled={locked || tooMany} data-testid="new-item-type">
              {ITEM_TYPES.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
            </select>
          </label>
          <Button id={`${base}-add`} type="button" size="small" onClick={() => startEdit('new', blankItem(newType))} disabled={locked || tooMany} data-testid="add-item">
            {t('add.button')}
          </Button>
          {tooMany ? <p className="wse-hint">{t('errors.tooMany', { max: ITEMS_PER_WORKSHEET.max })}</p> : null}
        </div>
      )}

      <RewritePanel
        scope="worksheet" price={price} disabled={waiting || busy !== null || editing !== null || isBusy(sheet.status)} onPrice={loadPrice}
        textLang={textLang} textDir={textDir}
        run={(instruction) => regenerateWorksheet(sheet.id, instruction)} onQueued={(data) => rewriteQueued(data, { scope: 'worksheet' })}
      />

      <ConfirmDialog
        open={removing !== null}
        title={t('items.removeTitle', { number: (removing ?? 0) + 1 })}
        confirmLabel={t('items.removeConfirm')}
        cancelLabel={t('form.cancel')}
        busy={busy === 'remove'}
        onConfirm={remove}
        onCancel={() => { const i = removing; setRemoving(null); if (i !== null) setFocusId(itemId(i, 'remove')); }}
      >
        <p>{t('items.removeBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** "Write this item again" / "Write this worksheet again": an instruction, the price, a confirmation with the balance. */
function RewritePanel({ scope, number, price, disabled, onPrice, run, onQueued, textLang, textDir }: {
  scope: 'item' | 'worksheet';
  number?: number;
  price: Price | null;
  disabled: boolean;
  onPrice: () => void;
  run: (instruction: string) => Promise<EditorWorksheetData>;
  onQueued: (data: EditorWorksheetData) => void;
  textLang?: string | undefined;
  textDir?: 'ltr' | 'rtl' | undefined;
}) {
  const gap = useSentenceGap();
  const { t } = useTranslation('worksheet-editor');
  const id = useId();
  const [instruction, setInstruction] = useState('');
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const short = price !== null && price.balance < price.cost;
  const missing = instruction.trim() === '';

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing) return;
    setRefusal(null);
    if (!price) onPrice();
    setAsking(true);
  };

  const confirm = async () => {
    setSending(true);
    setRefusal(null);
    try {
      const data = await run(instruction.trim());
      setAsking(false);
      setInstruction('');
      setTried(false);
      onQueued(data);
    } catch (error) {
      setRefusal(errorMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  const title = scope === 'item' ? t('again.item') : t('again.worksheet');
  return (
    <>
      <details className={`wse-again wse-again--${scope}`} data-testid={scope === 'item' ? `rewrite-item-${(number ?? 1) - 1}` : 'rewrite-worksheet'}>
        <summary>{title}</summary>
        <form className="wse-again-form" noValidate onSubmit={ask}>
          <TextArea
            label={t('again.instruction')} value={instruction} onChange={setInstruction} maxLength={2000} minRows={2} maxRows={6} required
            placeholder={t('again.placeholder')} error={tried && missing ? t('again.instructionRequired') : undefined} lang={textLang} dir={textDir}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="wse-hint">{t(scope === 'item' ? 'again.itemHint' : 'again.worksheetHint')}</p>
          <div className="wse-actions">
            <Button type="submit" kind="secondary" size="small" disabled={disabled}>{t('again.button')}</Button>
            {price ? <span className="wse-hint" data-testid="worksheet-rewrite-price">{t('again.cost', { count: price.cost })}{gap}{t('again.balance', { count: price.balance })}</span> : null}
          </div>
        </form>
      </details>
      <ConfirmDialog
        open={asking}
        title={scope === 'item' ? t('again.confirmItem', { number }) : t('again.confirmWorksheet')}
        confirmLabel={t('again.confirm')}
        cancelLabel={t('form.cancel')}
        busy={sending}
        confirmDisabled={price === null || short}
        onConfirm={() => void confirm()}
        onCancel={() => { setAsking(false); setRefusal(null); }}
      >
        {price ? <p>{t('again.cost', { count: price.cost })}{gap}{t('again.balance', { count: price.balance })}</p> : <p>{t('ui.loading', { ns: 'common' })}</p>}
        {short ? <p className="wse-alert">{t('errors.notEnoughCredits')}</p> : null}
        <p>{t('again.keeps')}</p>
        {refusal ? <p role="alert" className="wse-alert">{refusal}</p> : null}
      </ConfirmDialog>
    </>
  );
}
