// Why a job failed, in the page's language: the server saves its English message
// (core/job-failures.ts), the islands show it translated from common.json `jobFailure` (handed
// only to the islands that show a failure: `common: [..., 'jobFailure']`, not to every page's
// header). A message this version does not know, or an island without those strings, shows the
// message as saved.
import { useTranslation } from 'react-i18next';
import { jobFailureKey } from '../../core/job-failures.ts';

type Translate = (key: string, options: { ns: string; defaultValue: string }) => string;

export function jobFailureText(t: Translate, message: string): string {
  const key = jobFailureKey(message);
  return key ? t(`jobFailure.${key}`, { ns: 'common', defaultValue: message }) : message;
}

/** `jobFailureText` with the island's translator. */
export function useJobFailureText(): (message: string) => string {
  const { t } = useTranslation('common');
  return (message) => jobFailureText(t as unknown as Translate, message);
}

/** The translated message as text, where a component shows a saved failure. */
export function JobFailure({ message }: { message: string }) {
  return <>{useJobFailureText()(message)}</>;
}
