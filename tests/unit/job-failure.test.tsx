// @vitest-environment happy-dom
// Why a job failed, in the page's language: the server's saved English message
// (core/job-failures.ts) shown translated by the islands (site/lib/job-failure.tsx).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOB_FAILURES, jobFailureKey } from '../../core/job-failures.ts';
import { LANGUAGES } from '../../core/languages.ts';
import { WriterError } from '../../api/ai/types.ts';
import { IllustratorError } from '../../api/ai/illustrator/types.ts';
import { PartError } from '../../site/components/create/MakePanel.tsx';
import { islandResources } from '../../site/lib/i18n.ts';
import { I18nIsland } from '../../site/lib/i18n-island.tsx';
import { jobFailureText } from '../../site/lib/job-failure.tsx';

describe('job failure messages', () => {
  it('are the words the writer and the illustrator fail with, each known by its key', () => {
    expect(new WriterError('invalid_output').userMessage).toBe(JOB_FAILURES.writerInvalidOutput);
    expect(new IllustratorError('refused').userMessage).toBe(JOB_FAILURES.illustratorRefused);
    for (const [key, text] of Object.entries(JOB_FAILURES)) expect(jobFailureKey(text)).toBe(key);
    expect(jobFailureKey('Something only an older version said')).toBeUndefined();
  });

  it('are not in the strings every page’s header carries (only islands that show a failure pick them)', () => {
    expect(JSON.stringify(islandResources('en', { common: ['ui', 'errors'] }))).not.toContain('your credits were returned');
  });

  it('are translated in every language', () => {
    for (const lang of LANGUAGES) {
      const strings = islandResources(lang, { common: ['jobFailure'] }).common as { jobFailure: Record<string, string> };
      for (const key of Object.keys(JOB_FAILURES)) {
        expect(strings.jobFailure[key], `${lang} ${key}`).toBeTruthy();
        if (lang !== 'en') expect(strings.jobFailure[key], `${lang} ${key}`).not.toBe((JOB_FAILURES as Record<string, string>)[key]);
      }
    }
  });

  it('a failed part on an Arabic wizard says why in Arabic; a message it does not know is shown as saved', () => {
    const resources = islandResources('ar', { common: ['ui', 'errors', 'jobFailure'] });
    const { unmount } = render(
      <I18nIsland lang="ar" resources={resources}><PartError part={{ status: 'failed', errorMessage: JOB_FAILURES.writerInvalidOutput }} /></I18nIsland>,
    );
    const shown = screen.getByText(/./, { selector: '.wizard-chapter-error' }).textContent!;
    expect(shown).toBe((resources.common as { jobFailure: Record<string, string> }).jobFailure.writerInvalidOutput);
    expect(shown).toMatch(/[\u0600-\u06FF]/);
    expect(shown).not.toContain('writer');
    unmount();
    render(<I18nIsland lang="ar" resources={resources}><PartError part={{ status: 'failed', errorMessage: 'An older message' }} /></I18nIsland>);
    expect(screen.getByText('An older message')).toBeTruthy();
    // without the strings (an island that did not pick them) the saved English, not a key
    expect(jobFailureText((_key, o) => o.defaultValue, JOB_FAILURES.exportFailed)).toBe(JOB_FAILURES.exportFailed);
  });
});
