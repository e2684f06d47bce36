// The textbook wizard island (spec §2 create flow; issue 5): one component on three static
// pages per language, /{lang}/create/textbook/{start|outline|generate}. The book id travels as
// ?book=<id>; the draft lives on the server, so the island loads it, and when the book's
// wizardStep belongs to another page, goes there (a reload, another tab or another device
// resumes where the author was). Without ?book, the outline and generate pages open the
// author's most recent unfinished book, or send them to start. Progress is polled every second
// while the writer works. The start page with ?book= of a book at its outline shows that book's
// start values to change (Back from the outline), never a second book.
import type { Resource } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LangCode } from '../../../core/languages.ts';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { requireLogin } from '../../stores/navigation.ts';
import { currentToken } from '../../stores/session.ts';
import { Button } from '../ui/Button.tsx';
import {
  errorKind, fetchBook, fetchCosts, fetchCredits, fetchLatestDraft, type Costs, type WizardBook,
} from './api.ts';
import { GenerateStep } from './GenerateStep.tsx';
import { OutlineStep } from './OutlineStep.tsx';
import { Alert, Spinner, StepList, useCreateT } from './parts.tsx';
import { StartStep } from './StartStep.tsx';
import { useBookPolling } from './polling.ts';
import { isBusy, pageStepFor, wizardUrl, type WizardStep } from './steps.ts';
import { useViewer, type Viewer } from './viewer.ts';
import './create.css';

export interface TextbookWizardProps {
  lang: LangCode;
  step: WizardStep;
  /** namespaces `common` (ui, errors) and `create`, picked by the page */
  resources: Resource[string];
}

export default function TextbookWizardIsland({ lang, step, resources }: TextbookWizardProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <TextbookWizard lang={lang} step={step} />
    </I18nIsland>
  );
}

export type { Viewer };

type Phase =
  | { name: 'loading' }
  | { name: 'ready' }
  | { name: 'signIn' }
  | { name: 'notFound' }
  | { name: 'error'; message: string | null };

function currentPath(): string {
  return `${location.pathname}${location.search}`;
}

function TextbookWizard({ lang, step }: { lang: LangCode; step: WizardStep }) {
  const t = useCreateT();
  const viewer = useViewer();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [book, setBook] = useState<WizardBook | null>(null);
  const [costs, setCosts] = useState<Costs | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const bookId = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  /** Goes to the page of the book's step when it is not this one; true when leaving. */
  const follow = useCallback((next: WizardBook): boolean => {
    const target = pageStepFor(next.wizardStep);
    if (target === step) return false;
    location.replace(wizardUrl(lang, target, next.id));
    return true;
  }, [lang, step]);

  const refreshCredits = useCallback(async () => {
    try {
      if (currentToken()) {
        const credits = await fetchCredits();
        setCosts(credits.costs);
        setBalance(credits.balance);
      } else {
        setCosts(await fetchCosts());
        setBalance(null);
      }
    } catch (error) {
      console.error(error);
    }
  }, []);

  const reload = useCallback(async () => {
    const id = bookId.current;
    if (!id) return;
    try {
      const next = await fetchBook(id);
      if (next && !follow(next)) setBook(next);
    } catch (error) {
      console.error(error);
    }
  }, [follow]);

  // first load, once we know who is asking
  useEffect(() => {
    if (viewer === 'pending') return;
    let alive = true;
    const id = new URLSearchParams(location.search).get('book');
    bookId.current = id;
    void refreshCredits();
    const load = async () => {
      if (step === 'start') {
        if (id && viewer === 'user') {
          const found = await fetchBook(id).catch(() => null);
          if (!alive) return;
          // Back from the outline: this book's own values, to change this book
          if (found?.isOwner && found.wizardStep === 'outline' && (found.status === 'outlined' || found.status === 'failed')) {
            setBook(found);
            setPhase({ name: 'ready' });
            return;
          }
          if (found?.isOwner && follow(found)) return;
        }
        setPhase({ name: 'ready' });
        return;
      }
      if (viewer === 'guest') {
        if (id) setPhase({ name: 'signIn' });
        else location.replace(wizardUrl(lang, 'start'));
        return;
      }
      if (!id) {
        const latest = await fetchLatestDraft();
        location.replace(latest ? wizardUrl(lang, pageStepFor(latest.wizardStep), latest.id) : wizardUrl(lang, 'start'));
        return;
      }
      const found = await fetchBook(id);
      if (!alive) return;
      if (!found || !found.isOwner) {
        setPhase({ name: 'notFound' });
        return;
      }
      if (follow(found)) return;
      setBook(found);
      setPhase({ name: 'ready' });
    };
    load().catch((error: unknown) => {
      if (!alive) return;
      const kind = errorKind(error);
      if (kind === 'notFound' || kind === 'badInput') setPhase({ name: 'notFound' });
      else if (kind === 'unauthenticated') setPhase({ name: 'signIn' });
      else setPhase({ name: 'error', message: kind === 'network' ? t('errors.network') : null });
    });
    return () => {
      alive = false;
    };
  }, [viewer, step, lang, attempt, follow, refreshCredits, t]);

  // progress reaches the open wizard within a second while the writer works
  const status = book?.status;
  const onPolled = useCallback((next: WizardBook) => {
    if (!follow(next)) setBook(next);
  }, [follow]);
  useBookPolling(status !== undefined && isBusy(status), book ? bookId.current : null, fetchBook, onPolled);

  // the balance changes when a writing job ends (refunds of failed or stopped chapters)
  const wasBusy = useRef(false);
  useEffect(() => {
    const busy = status !== undefined && isBusy(status);
    if (wasBusy.current && !busy) void refreshCredits();
    wasBusy.current = busy;
  }, [status, refreshCredits]);

  // tests and styles can tell when the island is interactive and settled
  useEffect(() => {
    if (phase.name !== 'loading') root.current?.setAttribute('data-ready', '');
  }, [phase.name]);

  const onCreditsChanged = useCallback(() => void refreshCredits(), [refreshCredits]);
  const onStale = useCallback(() => reload(), [reload]);

  let body;
  if (phase.name === 'loading') {
    body = step === 'start' ? <StartStep lang={lang} viewer={viewer} costs={costs} balance={balance} /> : <Spinner label={t('loading')} />;
  } else if (phase.name === 'signIn') {
    body = (
      <Alert kind="info">
        <p>{t('errors.signIn')}</p>
        <p><Button onClick={() => requireLogin(currentPath())}>{t('actions.signIn')}</Button></p>
      </Alert>
    );
  } else if (phase.name === 'notFound') {
    body = (
      <Alert>
        <p>{t('errors.notFound')}</p>
        <p><a href={wizardUrl(lang, 'start')}>{t('actions.startNew')}</a></p>
      </Alert>
    );
  } else if (phase.name === 'error') {
    body = (
      <Alert>
        <p>{phase.message ?? t('errors.load')}</p>
        <p><Button kind="secondary" onClick={() => { setPhase({ name: 'loading' }); setAttempt((n) => n + 1); }}>{t('actions.retry')}</Button></p>
      </Alert>
    );
  } else if (step === 'start') {
    body = <StartStep key={book?.id ?? 'new'} lang={lang} viewer={viewer} costs={costs} balance={balance} book={book} onCreditsChanged={onCreditsChanged} />;
  } else if (book && step === 'outline') {
    body = (
      <OutlineStep
        lang={lang} book={book} costs={costs} balance={balance} onBook={setBook} onStale={() => void onStale()} onCreditsChanged={onCreditsChanged}
      />
    );
  } else if (book) {
    body = <GenerateStep lang={lang} book={book} onBook={setBook} onStale={onStale} onCreditsChanged={onCreditsChanged} />;
  }

  return (
    <div ref={root} className="wizard" data-step={step} data-viewer={viewer}>
      <StepList current={step} />
      {body}
    </div>
  );
}
