// The island of a kind's create wizard (storybook, worksheets, cookbook) around its three steps,
// once: the create wizards' frame (frame.ts: loading and resuming the book by ?book=, following
// its step, polling, credits), the step list in the kind's words, the messages of a load that
// did not end in a book (sign in, not found, failed), and the step of the page. The start page
// offers to continue the author's latest unfinished book of the kind, and with ?book= of a book
// still at its plan it changes that book's start values (Back from the plan). A kind gives its
// fetchers, its address, its words and its three step components.
import type { Resource } from 'i18next';
import { useCallback, type ComponentType, type ReactNode } from 'react';
import type { LangCode } from '../../../core/languages.ts';
import { requireLogin } from '../../stores/navigation.ts';
import { Button } from '../ui/Button.tsx';
import { useWizardFrame, type FrameBook, type FrameOptions } from './frame.ts';
import { Alert, Spinner, StepList, useCreateT, type CreateT } from './parts.tsx';
import type { WizardStep } from './steps.ts';
import type { Viewer } from './viewer.ts';

/** What the island of a kind's wizard is given by its page. */
export interface KindIslandProps {
  lang: LangCode;
  step: WizardStep;
  /** the namespaces the wizard reads: `common` (ui, errors), `create` (the shared wizard words) and the kind's own */
  resources: Resource[string];
}

/** What every kind's start step is given (the latest book, the credits hook and the book once loaded). */
export interface KindStartProps<B, C> {
  lang: string;
  viewer: Viewer;
  costs: C | null;
  balance: number | null;
  /** the author's latest unfinished book of the kind, offered to continue */
  latest?: { id: string; title: string; step: WizardStep } | null | undefined;
  onCreditsChanged?: (() => void) | undefined;
  /** back from this book's plan: its own start values, changed in place */
  book?: B | null | undefined;
}

/** What every kind's plan step is given. */
export interface KindPlanProps<B, C> {
  lang: string;
  book: B;
  costs: C | null;
  balance: number | null;
  onBook: (book: B) => void;
  /** something changed elsewhere (another tab): load the book again */
  onStale: () => void;
  onCreditsChanged: () => void;
}

/** What every kind's making step is given. */
export interface KindMakeProps<B> {
  lang: string;
  book: B;
  onBook: (book: B) => void;
  /** load the book again (after a retry, or when it changed elsewhere) */
  onStale: () => Promise<void> | void;
  onCreditsChanged: () => void;
}

export interface KindWizardProps<B extends FrameBook, C> extends Omit<FrameOptions<B, C>, 'lang' | 'networkMessage' | 'offerLatest'> {
  lang: LangCode;
  /** the kind's translator: `steps.*` and `errors.signIn|notFound|load` */
  t: CreateT;
  /** the words for loading and for starting a new book, from the kind or the shared wizard */
  words: { loading: string; startNew: string };
  /** the island's classes (`wizard` and the kind's own) and its test id */
  className: string;
  testId: string;
  Start: ComponentType<KindStartProps<B, C>>;
  Plan: ComponentType<KindPlanProps<B, C>>;
  Make: ComponentType<KindMakeProps<B>>;
}

const currentPath = () => `${location.pathname}${location.search}`;

export function KindWizard<B extends FrameBook, C>(props: KindWizardProps<B, C>) {
  const { lang, step, t, words, className, testId, Start, Plan, Make, ...options } = props;
  const ct = useCreateT();
  const { viewer, phase, book, setBook, costs, balance, latest, reload, refreshCredits, retry, root } = useWizardFrame<B, C>({
    ...options, lang, step, networkMessage: ct('errors.network'), offerLatest: true,
  });

  const onCreditsChanged = useCallback(() => void refreshCredits(), [refreshCredits]);

  let body: ReactNode;
  if (phase.name === 'loading') {
    body = step === 'start' ? <Start lang={lang} viewer={viewer} costs={costs} balance={balance} /> : <Spinner label={words.loading} />;
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
        <p><a href={options.url(lang, 'start')}>{words.startNew}</a></p>
      </Alert>
    );
  } else if (phase.name === 'error') {
    body = (
      <Alert>
        <p>{phase.message ?? t('errors.load')}</p>
        <p><Button kind="secondary" onClick={retry}>{ct('actions.retry')}</Button></p>
      </Alert>
    );
  } else if (step === 'start') {
    body = <Start lang={lang} viewer={viewer} costs={costs} balance={balance} latest={latest} onCreditsChanged={onCreditsChanged} book={book} />;
  } else if (book && step === 'outline') {
    body = (
      <Plan
        lang={lang} book={book} costs={costs} balance={balance} onBook={setBook} onStale={() => void reload()} onCreditsChanged={onCreditsChanged}
      />
    );
  } else if (book) {
    body = <Make lang={lang} book={book} onBook={setBook} onStale={reload} onCreditsChanged={onCreditsChanged} />;
  }

  const labels = { start: t('steps.start'), outline: t('steps.outline'), generate: t('steps.generate') };
  return (
    <div ref={root} className={className} data-step={step} data-viewer={viewer} data-testid={testId}>
      <StepList current={step} labels={labels} label={t('steps.label')} />
      {body}
    </div>
  );
}
