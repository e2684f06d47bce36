// The storybook wizard island (issue 16): one component on three static pages per language,
// /{lang}/create/storybook/{start|outline|generate}, on the textbook wizard's frame (viewer,
// polling, steps, alerts and credits from site/components/create/). The book id travels as
// ?book=<id>; the book lives on the server, so the island loads it and, when its wizardStep
// belongs to another page, goes there: a reload, another tab or another device resumes where
// the author was. Without ?book the storyboard and pages steps open the author's latest
// unfinished storybook, or send them to start; the start page offers to continue it.
import type { Resource } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LangCode } from '../../../../../core/languages.ts';
import { I18nIsland } from '../../../../lib/i18n-island.tsx';
import { requireLogin } from '../../../../stores/navigation.ts';
import { currentToken } from '../../../../stores/session.ts';
import { errorKind, fetchLatestDraft } from '../../../create/api.ts';
import { Alert, Spinner, StepList, useCreateT } from '../../../create/parts.tsx';
import { useBookPolling } from '../../../create/polling.ts';
import { pageStepFor } from '../../../create/steps.ts';
import { useViewer } from '../../../create/viewer.ts';
import { Button } from '../../../ui/Button.tsx';
import { fetchStoryCosts, fetchStoryCredits, fetchStorybook, type StoryBook, type StoryCosts } from './api.ts';
import { MakeStep } from './MakeStep.tsx';
import { useStoryT } from './parts.tsx';
import { StartStep } from './StartStep.tsx';
import { StoryboardStep } from './StoryboardStep.tsx';
import { STORY_STEPS, storyBusy, storyUrl, type LatestStory, type StoryStep } from './steps.ts';
import '../../../create/create.css';
import './wizard.css';

export { STORY_STEPS, type StoryStep };

export interface StorybookWizardProps {
  lang: LangCode;
  step: StoryStep;
  /** namespaces `common` (ui, errors), `create` (the shared wizard words), `storybook` (story words) and `storybook-create` */
  resources: Resource[string];
}

export default function StorybookWizardIsland({ lang, step, resources }: StorybookWizardProps) {
  return (
    <I18nIsland lang={lang} resources={resources}>
      <StorybookWizard lang={lang} step={step} />
    </I18nIsland>
  );
}

type Phase =
  | { name: 'loading' }
  | { name: 'ready' }
  | { name: 'signIn' }
  | { name: 'notFound' }
  | { name: 'error'; message: string | null };

const currentPath = () => `${location.pathname}${location.search}`;

function StorybookWizard({ lang, step }: { lang: LangCode; step: StoryStep }) {
  const t = useStoryT();
  const ct = useCreateT();
  const viewer = useViewer();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [book, setBook] = useState<StoryBook | null>(null);
  const [costs, setCosts] = useState<StoryCosts | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [latest, setLatest] = useState<LatestStory | null>(null);
  const [attempt, setAttempt] = useState(0);
  const bookId = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  /** Goes to the page of the book's step when it is not this one; true when leaving. */
  const follow = useCallback((next: StoryBook): boolean => {
    const target = pageStepFor(next.wizardStep);
    if (target === step) return false;
    location.replace(storyUrl(lang, target, next.id));
    return true;
  }, [lang, step]);

  const refreshCredits = useCallback(async () => {
    try {
      if (currentToken()) {
        const credits = await fetchStoryCredits();
        setCosts(credits.costs);
        setBalance(credits.balance);
      } else {
        setCosts(await fetchStoryCosts());
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
      const next = await fetchStorybook(id);
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
        if (viewer === 'user') {
          if (id) {
            const found = await fetchStorybook(id).catch(() => null);
            if (!alive) return;
            // back from its storyboard: the book's own start values, changed in place
            if (found?.isOwner && found.wizardStep === 'outline' && (found.status === 'outlined' || found.status === 'failed') && found.pages.length === 0) {
              setBook(found);
              setPhase({ name: 'ready' });
              return;
            }
            if (found?.isOwner && follow(found)) return;
          }
          // a storybook left unfinished (on this device or another) is offered to continue
          fetchLatestDraft('storybook').then((draft) => {
            if (alive && draft) setLatest({ id: draft.id, title: draft.title, step: pageStepFor(draft.wizardStep) });
          }, (error: unknown) => console.warn('Unfinished storybooks did not load', error));
        }
        setPhase({ name: 'ready' });
        return;
      }
      if (viewer === 'guest') {
        if (id) setPhase({ name: 'signIn' });
        else location.replace(storyUrl(lang, 'start'));
        return;
      }
      if (!id) {
        const draft = await fetchLatestDraft('storybook');
        location.replace(draft ? storyUrl(lang, pageStepFor(draft.wizardStep), draft.id) : storyUrl(lang, 'start'));
        return;
      }
      const found = await fetchStorybook(id);
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
      else setPhase({ name: 'error', message: kind === 'network' ? ct('errors.network') : null });
    });
    return () => {
      alive = false;
    };
  }, [viewer, step, lang, attempt, follow, refreshCredits, ct]);

  // progress reaches the open wizard within a second while the writer and the illustrator work
  const onPolled = useCallback((next: StoryBook) => {
    if (!follow(next)) setBook(next);
  }, [follow]);
  const busy = book !== null && storyBusy(book);
  useBookPolling(busy, book ? book.id : null, fetchStorybook, onPolled);

  // the balance changes when a job ends (refunds of failed or stopped pages)
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) void refreshCredits();
    wasBusy.current = busy;
  }, [busy, refreshCredits]);

  // tests and styles can tell when the island is interactive and settled
  useEffect(() => {
    if (phase.name !== 'loading') root.current?.setAttribute('data-ready', '');
  }, [phase.name]);

  const onCreditsChanged = useCallback(() => void refreshCredits(), [refreshCredits]);

  let body;
  if (phase.name === 'loading') {
    body = step === 'start' ? <StartStep lang={lang} viewer={viewer} costs={costs} balance={balance} /> : <Spinner label={ct('loading')} />;
  } else if (phase.name === 'signIn') {
    body = (
      <Alert kind="info">
        <p>{t('errors.signIn')}</p>
        <p><Button onClick={() => requireLogin(currentPath())}>{ct('actions.signIn')}</Button></p>
      </Alert>
    );
  } else if (phase.name === 'notFound') {
    body = (
      <Alert>
        <p>{t('errors.notFound')}</p>
        <p><a href={storyUrl(lang, 'start')}>{ct('actions.startNew')}</a></p>
      </Alert>
    );
  } else if (phase.name === 'error') {
    body = (
      <Alert>
        <p>{phase.message ?? t('errors.load')}</p>
        <p><Button kind="secondary" onClick={() => { setPhase({ name: 'loading' }); setAttempt((n) => n + 1); }}>{ct('actions.retry')}</Button></p>
      </Alert>
    );
  } else if (step === 'start') {
    body = <StartStep lang={lang} viewer={viewer} costs={costs} balance={balance} latest={latest} onCreditsChanged={onCreditsChanged} book={book} />;
  } else if (book && step === 'outline') {
    body = (
      <StoryboardStep
        lang={lang} book={book} costs={costs} balance={balance} onBook={setBook} onStale={() => void reload()} onCreditsChanged={onCreditsChanged}
      />
    );
  } else if (book) {
    body = <MakeStep lang={lang} book={book} onBook={setBook} onStale={reload} onCreditsChanged={onCreditsChanged} />;
  }

  const labels = { start: t('steps.start'), outline: t('steps.outline'), generate: t('steps.generate') };
  return (
    <div ref={root} className="wizard sbw" data-step={step} data-viewer={viewer} data-testid="storybook-wizard">
      <StepList current={step} labels={labels} label={t('steps.label')} />
      {body}
    </div>
  );
}

