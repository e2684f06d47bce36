// A worksheet's student mode (issue 12): anyone, signed in or not, answers every item on screen,
// checks one item or all of them, sees the right answer and why, and gets a score. Every item type
// works by keyboard and touch without dragging: choices are radio buttons or checkboxes, a matching
// item is a list per left-hand side, an ordering item's steps move with Move up and Move down.
// Answers are checked with core/worksheets.ts (the key's own rules, so the score agrees with the
// teacher's key) and kept in this browser's localStorage only (site/components/kinds/worksheet/
// responses.ts); open questions without a final answer are the teacher's to mark.
import { useEffect, useId, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { BLANK, checkItem, type Item, type Response } from '../../../../core/worksheets.ts';
import { displayOrder, itemSeed } from '../../../../core/worksheet-versions.ts';
import { isLangCode, LANGUAGE_INFO } from '../../../../core/languages.ts';
import { checkedScore, choose, deserialize, initialState, moveStep, playerReducer, serialize, storage } from './responses.ts';
import { fill, type PlayerStrings } from './strings.ts';

export type { PlayerStrings } from './strings.ts';

export interface WorksheetPlayerProps {
  /** the worksheet's items with their key (version A: as written) */
  items: Item[];
  /** where this browser keeps the answers, e.g. `bookloom.worksheet.<id>` */
  storageKey: string;
  /** the page's language code (core/languages.ts): numbers are written for it */
  lang: string;
  /** playerStrings(translator(lang, 'worksheet')) from ./strings.ts */
  strings: PlayerStrings;
  /** the shuffle of matching rights and ordering steps; storageKey when not given */
  seed?: string;
  /** the worksheet's own language (BCP 47) and direction, when it is not the page's */
  textLang?: string;
  textDir?: 'ltr' | 'rtl';
}

type Text = { lang?: string; dir?: 'ltr' | 'rtl' };

/** An item as GraphQL gives it (the editor's change event) in the core's shape: nulls dropped, a fill-in's `blanks` its answers. */
function coreItem(raw: Record<string, unknown>): Item {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) if (v !== null && v !== undefined && k !== '__typename') out[k === 'blanks' ? 'answers' : k] = v;
  return out as Item;
}

/** The student mode, started again with the new items when the owner's editor on this page saves a change. */
export default function WorksheetPlayer(props: WorksheetPlayerProps) {
  const [edited, setEdited] = useState<{ items: Item[]; version: number } | null>(null);
  useEffect(() => {
    const onChange = (event: Event) => {
      const items = (event as CustomEvent<{ items?: Record<string, unknown>[] }>).detail?.items;
      if (Array.isArray(items)) setEdited((was) => ({ items: items.map(coreItem), version: (was?.version ?? 0) + 1 }));
    };
    window.addEventListener('worksheet-editor:change', onChange);
    return () => window.removeEventListener('worksheet-editor:change', onChange);
  }, []);
  return <Player key={edited?.version ?? 0} {...props} items={edited?.items ?? props.items} />;
}

function Player({ items, storageKey, lang, strings, seed = storageKey, textLang, textDir }: WorksheetPlayerProps) {
  const shown = useMemo(() => items.map((item, i) => displayOrder(item, itemSeed(seed, 'A', i))), [items, seed]);
  const reducer = useMemo(() => playerReducer(items, shown), [items, shown]);
  const [state, dispatch] = useReducer(reducer, undefined, () => initialState(items, shown));
  // null until the browser has been asked (the server knows nothing of it)
  const [kept, setKept] = useState<boolean | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const uid = useId();

  useEffect(() => {
    const saved = deserialize(storage.read(storageKey), items, shown);
    if (saved) dispatch({ type: 'restore', state: saved });
    setLoaded(true);
  }, [storageKey, items, shown]);

  useEffect(() => {
    if (loaded) setKept(storage.write(storageKey, serialize(items, state)));
  }, [loaded, storageKey, items, state]);

  const bcp47 = isLangCode(lang) ? LANGUAGE_INFO[lang].bcp47 : lang;
  const number = useMemo(() => new Intl.NumberFormat(bcp47, { maximumFractionDigits: 2, numberingSystem: 'latn' }), [bcp47]);
  const total = checkedScore(items, state);
  const anyChecked = state.checked.some(Boolean);
  const text: Text = textLang ? { lang: textLang, ...(textDir ? { dir: textDir } : {}) } : {};
  const arrow = (textDir ?? (isLangCode(lang) ? LANGUAGE_INFO[lang].dir : 'ltr')) === 'rtl' ? '←' : '→';

  const startAgain = () => {
    dispatch({ type: 'reset' });
    storage.remove(storageKey);
    setConfirming(false);
  };

  return (
    <section className="ws-player" aria-label={strings.label} data-testid="worksheet-player">
      <ol className="ws-items">
        {items.map((item, index) => (
          <ItemView key={index} id={`${uid}-${index}`} item={item} index={index} response={state.responses[index]!} checked={state.checked[index]!}
            shown={shown[index]!} strings={strings} text={text} arrow={arrow}
            onAnswer={(response) => dispatch({ type: 'answer', index, response })} onCheck={() => dispatch({ type: 'check', index })} />
        ))}
      </ol>
      <div className="ws-toolbar">
        <button type="button" className="button primary" onClick={() => dispatch({ type: 'checkAll' })} data-testid="ws-check-all">{strings.checkAll}</button>
        <p className="ws-score" role="status" data-testid="ws-score">
          {total.of === 0 ? '' : anyChecked ? fill(strings.score, { points: number.format(total.points), of: number.format(total.of) }) : strings.scoreHint}
        </p>
        {confirming ? (
          <div className="ws-confirm" role="group" aria-label={strings.startAgain}>
            <p>{strings.startAgainConfirm}</p>
            <button type="button" className="button secondary" onClick={startAgain} data-testid="ws-start-again-yes">{strings.startAgainYes}</button>
            <button type="button" className="button secondary" onClick={() => setConfirming(false)} autoFocus>{strings.cancel}</button>
          </div>
        ) : (
          <button type="button" className="button secondary" onClick={() => setConfirming(true)} data-testid="ws-start-again">{strings.startAgain}</button>
        )}
      </div>
      {kept !== null && <p className="ws-kept" data-testid="ws-kept">{kept ? strings.saved : strings.notSaved}</p>}
    </section>
  );
}

interface ItemProps {
  id: string;
  item: Item;
  index: number;
  response: Response;
  checked: boolean;
  /** the order matching rights or ordering steps are shown in */
  shown: number[];
  strings: PlayerStrings;
  text: Text;
  /** from a matching pair's left to its right, in the worksheet's direction */
  arrow: string;
  onAnswer: (response: Response) => void;
  onCheck: () => void;
}

function ItemView(props: ItemProps) {
  const { id, item, index, checked, strings, text, onCheck } = props;
  const n = index + 1;
  const promptId = `${id}-prompt`;
  const result = checked ? checkItem(item, props.response) : null;
  const status = !result ? '' : result.correct === null ? 'teacher' : result.correct ? 'right' : result.got > 0 ? 'partly' : 'wrong';
  return (
    <li className="ws-item" data-status={status || undefined} data-testid={`ws-item-${n}`}>
      <p className="ws-item-head">
        <span className="ws-item-number"><span aria-hidden="true">{n}</span><span className="visually-hidden">{fill(strings.itemNumber, { n })}</span></span>
        <span className="ws-item-type">{strings.types[item.type]}</span>
      </p>
      <p className="ws-prompt" id={promptId} {...text}>{item.prompt}</p>
      <ItemBody {...props} promptId={promptId} result={result} />
      <div className="ws-item-actions">
        <button type="button" className="button secondary small ws-check" onClick={onCheck} data-testid={`ws-check-${n}`}>
          {strings.check}<span className="visually-hidden"> ({fill(strings.itemNumber, { n })})</span>
        </button>
      </div>
      <div className="ws-feedback-slot" aria-live="polite">
        {result && <Feedback item={item} result={result} status={status} strings={strings} text={text} arrow={props.arrow} />}
      </div>
    </li>
  );
}

type Result = ReturnType<typeof checkItem> | null;

/** The mark an answered part gets after checking: an icon, not colour alone (the text is in the feedback). */
const PartMark = ({ right }: { right: boolean }) => (
  <span className={`ws-part-mark ${right ? 'is-right' : 'is-wrong'}`} aria-hidden="true">{right ? '✓' : '✗'}</span>
);

function ItemBody({ id, item, index, response, checked, shown, strings, text, onAnswer, promptId }: ItemProps & { promptId: string; result: Result }) {
  const hintId = `${id}-hint`;
  switch (item.type) {
    case 'multipleChoice':
    case 'trueFalse': {
      const options = item.type === 'multipleChoice' ? item.options : [strings.true, strings.false];
      const multiple = item.type === 'multipleChoice' && item.multiple;
      const chosen = response.type === 'multipleChoice' ? response.chosen
        : response.type === 'trueFalse' && response.answer !== null ? [response.answer ? 0 : 1] : [];
      const pick = (option: number, on: boolean) => onAnswer(item.type === 'trueFalse'
        ? { type: 'trueFalse', answer: on ? option === 0 : null }
        : { type: 'multipleChoice', chosen: choose(chosen, option, multiple, on) });
      return (
        <fieldset className="ws-choices" aria-labelledby={promptId} aria-describedby={hintId}>
          <p className="ws-hint" id={hintId}>{multiple ? strings.chooseAll : strings.chooseOne}</p>
          {options.map((option, o) => (
            <label key={o} className="ws-option">
              <input type={multiple ? 'checkbox' : 'radio'} name={`${id}-choice`} checked={chosen.includes(o)}
                onChange={(event) => pick(o, event.currentTarget.checked)} />
              <span {...(item.type === 'multipleChoice' ? text : {})}>{option}</span>
            </label>
          ))}
        </fieldset>
      );
    }
    case 'fillBlanks': {
      const blanks = response.type === 'fillBlanks' ? response.blanks : [];
      const parts = item.text.split(BLANK);
      return (
        <p className="ws-fill" {...text}>
          {parts.map((part, k) => (
            <span key={k}>
              {part}
              {k < parts.length - 1 && (
                <span className="ws-blank-wrap">
                  <input className="ws-blank" type="text" autoComplete="off" spellCheck={false} value={blanks[k] ?? ''}
                    aria-label={fill(strings.blank, { n: k + 1, item: index + 1 })}
                    onChange={(event) => onAnswer({ type: 'fillBlanks', blanks: item.answers.map((_, b) => (b === k ? event.currentTarget.value : blanks[b] ?? '')) })} />
                  {checked && <PartMark right={checkItem({ ...item, answers: [item.answers[k]!] }, { type: 'fillBlanks', blanks: [blanks[k] ?? ''] }).correct === true} />}
                </span>
              )}
            </span>
          ))}
        </p>
      );
    }
    case 'matching': {
      const rights = response.type === 'matching' ? response.rights : [];
      return (
        <div className="ws-match" role="group" aria-labelledby={promptId} aria-describedby={hintId}>
          <p className="ws-hint" id={hintId}>{strings.matchHint}</p>
          {item.pairs.map((pair, i) => (
            <div key={i} className="ws-match-row">
              <label className="ws-match-left" htmlFor={`${id}-match-${i}`} {...text}>{pair.left}</label>
              <span className="ws-match-pick">
                <select id={`${id}-match-${i}`} value={rights[i] ?? ''} {...text}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    onAnswer({ type: 'matching', rights: item.pairs.map((_, p) => (p === i ? (value === '' ? null : Number(value)) : rights[p] ?? null)) });
                  }}>
                  <option value="">{strings.choose}</option>
                  {shown.map((r) => <option key={r} value={r}>{item.pairs[r]!.right}</option>)}
                </select>
                {checked && <PartMark right={rights[i] === i} />}
              </span>
            </div>
          ))}
        </div>
      );
    }
    case 'ordering':
      return <Ordering id={id} item={item} order={response.type === 'ordering' ? response.order : shown} checked={checked} strings={strings} text={text}
        promptId={promptId} onOrder={(order) => onAnswer({ type: 'ordering', order })} />;
    case 'shortAnswer':
    case 'openQuestion': {
      const answer = response.type === item.type ? response.answer : '';
      const hint = item.type === 'openQuestion' ? (item.finalAnswer ? strings.finalAnswerHint : strings.teacherMarks) : '';
      const field = {
        id: `${id}-answer`,
        value: answer,
        'aria-describedby': hint ? `${promptId} ${hintId}` : promptId,
        onChange: (event: { currentTarget: { value: string } }) => onAnswer({ type: item.type, answer: event.currentTarget.value }),
        ...text,
      };
      return (
        <div className="ws-written">
          <label className="ws-label" htmlFor={field.id}>{strings.yourAnswer}</label>
          {hint && <p className="ws-hint" id={hintId}>{hint}</p>}
          {item.type === 'shortAnswer'
            ? <input className="ws-input" type="text" autoComplete="off" {...field} />
            : <textarea className="ws-input ws-textarea" rows={5} {...field} />}
        </div>
      );
    }
  }
}

interface OrderingProps {
  id: string;
  item: Extract<Item, { type: 'ordering' }>;
  order: number[];
  checked: boolean;
  strings: PlayerStrings;
  text: Text;
  promptId: string;
  onOrder: (order: number[]) => void;
}

/** An ordering item: the steps as shown, each with Move up and Move down; focus follows the step moved. */
function Ordering({ id, item, order, checked, strings, text, promptId, onOrder }: OrderingProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<{ step: number; by: -1 | 1 } | null>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    const moved = pending.current;
    if (!moved) return;
    pending.current = null;
    const same = buttons.current.get(`${moved.step}:${moved.by}`);
    const other = buttons.current.get(`${moved.step}:${-moved.by}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [order]);

  const move = (position: number, by: -1 | 1) => {
    const step = order[position]!;
    pending.current = { step, by };
    onOrder(moveStep(order, position, by));
    setSaid(fill(strings.moved, { step: item.steps[step]!, position: position + by + 1, count: order.length }));
  };

  return (
    <div className="ws-order" role="group" aria-labelledby={promptId} aria-describedby={`${id}-hint`}>
      <p className="ws-hint" id={`${id}-hint`}>{strings.orderHint}</p>
      <ol className="ws-steps">
        {order.map((step, position) => {
          const label = item.steps[step]!;
          return (
            <li key={step} className="ws-step">
              <span className="ws-step-number" aria-hidden="true">{position + 1}</span>
              <span className="ws-step-text" {...text}>{label}</span>
              {checked && <PartMark right={step === position} />}
              <span className="ws-step-moves">
                <button type="button" className="ws-move" disabled={position === 0} aria-label={fill(strings.moveUp, { step: label })}
                  ref={(el) => { if (el) buttons.current.set(`${step}:-1`, el); else buttons.current.delete(`${step}:-1`); }}
                  onClick={() => move(position, -1)}><span aria-hidden="true">↑</span></button>
                <button type="button" className="ws-move" disabled={position === order.length - 1} aria-label={fill(strings.moveDown, { step: label })}
                  ref={(el) => { if (el) buttons.current.set(`${step}:1`, el); else buttons.current.delete(`${step}:1`); }}
                  onClick={() => move(position, 1)}><span aria-hidden="true">↓</span></button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">{said}</p>
    </div>
  );
}

function Feedback({ item, result, status, strings, text, arrow }: { item: Item; result: NonNullable<Result>; status: string; strings: PlayerStrings; text: Text; arrow: string }) {
  const icon = { right: '✓', partly: '◐', wrong: '✗', teacher: '✎' }[status] ?? '';
  const said = status === 'right' ? strings.correct : status === 'partly' ? fill(strings.partly, { got: result.got, of: result.of })
    : status === 'wrong' ? strings.incorrect : strings.teacherMarks;
  return (
    <div className={`ws-feedback ws-feedback--${status}`} data-testid="ws-feedback">
      <p className="ws-result"><span className="ws-result-icon" aria-hidden="true">{icon}</span> {said}</p>
      <RightAnswer item={item} strings={strings} text={text} arrow={arrow} />
      {item.explanation && <p className="ws-explanation"><span className="ws-key-label">{strings.explanation}</span> <span {...text}>{item.explanation}</span></p>}
    </div>
  );
}

/** The key's answer, written out for the student. */
function RightAnswer({ item, strings, text, arrow }: { item: Item; strings: PlayerStrings; text: Text; arrow: string }) {
  const row = (label: string, body: ReactNode) => (
    <div className="ws-answer"><span className="ws-key-label">{label}</span> {body}</div>
  );
  switch (item.type) {
    case 'multipleChoice':
      return row(strings.rightAnswer, item.correct.length === 1
        ? <span {...text}>{item.options[item.correct[0]!]}</span>
        : <ul className="ws-answer-list" {...text}>{item.correct.map((c) => <li key={c}>{item.options[c]}</li>)}</ul>);
    case 'trueFalse':
      return row(strings.rightAnswer, <span>{item.answer ? strings.true : strings.false}</span>);
    case 'fillBlanks': {
      const parts = item.text.split(BLANK);
      return row(strings.rightAnswer, (
        <span {...text}>{parts.map((part, k) => <span key={k}>{part}{k < parts.length - 1 && <strong className="ws-filled">{item.answers[k]?.[0]}</strong>}</span>)}</span>
      ));
    }
    case 'matching':
      return row(strings.rightAnswer, <ul className="ws-answer-list" {...text}>{item.pairs.map((p, i) => <li key={i}>{p.left} <span aria-hidden="true">{arrow}</span> {p.right}</li>)}</ul>);
    case 'ordering':
      return row(strings.rightAnswer, <ol className="ws-answer-list" {...text}>{item.steps.map((s, i) => <li key={i}>{s}</li>)}</ol>);
    case 'shortAnswer':
      return row(strings.rightAnswer, <span {...text}>{item.answers[0]}</span>);
    case 'openQuestion':
      return (
        <>
          {item.finalAnswer && row(strings.finalAnswer, <span {...text}>{item.finalAnswer}</span>)}
          {row(strings.sampleAnswer, <span className="ws-sample" {...text}>{item.sampleAnswer}</span>)}
        </>
      );
  }
}
