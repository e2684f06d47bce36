// The textbook wizard island (spec §2 create flow; issue 5): one component on three static
// pages per language, /{lang}/create/textbook/{start|outline|generate}, on the create wizards'
// frame (frame.ts, shared with every kind). The book id travels as
// ?book=<id>; the draft lives on the server, so the island loads it, and when the book's
// wizardStep belongs to another page, goes there (a reload, another tab or another device
// resumes where the author was). Without ?book, the outline and generate pages open the
// author's most recent unfinished book, or send them to start. Progress is polled every second
// while the writer works. The start page with ?book= of a book at its outline shows that book's
// start values to change (Back from the outline), never a second book.
import type { Resource } from 'i18next';
import { useCallback } from 'react';
import type { LangCode } from '../../../core/languages.ts';
import { I18nIsland } from '../../lib/i18n-island.tsx';
import { requireLogin } from '../../stores/navigation.ts';
import { Button } from '../ui/Button.tsx';
import { fetchBook, fetchCosts, fetchCredits, type Costs, type WizardBook } from './api.ts';
import { useWizardFrame } from './frame.ts';
import { GenerateStep } from './GenerateStep.tsx';
import { OutlineStep } from './OutlineStep.tsx';
import { Alert, Spinner, StepList, useCreateT } from './parts.tsx';
import { StartStep } from './StartStep.tsx';
import { isBusy, wizardUrl, type WizardStep } from './steps.ts';
import type { Viewer } from './viewer.ts';
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

function currentPath(): string {
  return `${location.pathname}${location.search}`;
}

const atOutline = (book: WizardBook) => book.status === 'outlined' || book.status === 'failed';
const writing = (book: WizardBook) => isBusy(book.status);

function TextbookWizard({ lang, step }: { lang: LangCode; step: WizardStep }) {
  const t = useCreateT();
  const { viewer, phase, book, setBook, costs, balance, reload, refreshCredits, retry, root } = useWizardFrame<WizardBook, Costs>({
    kind: 'textbook', lang, step, url: wizardUrl, fetchBook, fetchCredits, fetchCosts, atPlan: atOutline, busy: writing, networkMessage: t('errors.network'),
  });

  const onCreditsChanged = useCallback(() => void refreshCredits(), [refreshCredits]);
  const onStale = useCallback(() => reload(), [reload]);

  let body;
  if (phase.name === 'loading') {
    // the same key as the form once ready: the form stays mounted (what is typed meanwhile stays)
    body = step === 'start' ? <StartStep key="new" lang={lang} viewer={viewer} costs={costs} balance={balance} /> : <Spinner label={t('loading')} />;
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
        <p><Button kind="secondary" onClick={retry}>{t('actions.retry')}</Button></p>
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
