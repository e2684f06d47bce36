// A gamebook's segments on its moderator page (/moderator/gamebooks/{id}): each one's id, title,
// ending, the start of its text, its choices and where they lead (or that they grow in play), grown
// or planned, its status, and whether readers see it, with Hide / Show (setGamebookSegmentHidden,
// behind a confirmation). Success reloads the page at the segment with a notice, so the checks
// above say what the change did; failure is a 6 s toast.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { gqlRequest } from '../gql.ts';
import { graphql } from '../../../lib/graphql.ts';
import { withIsland } from '../island.tsx';
import { errorText } from '../messages.ts';
import { adminToast } from '../toast.ts';
import { choiceEffects, excerpt, gamebookPath, segmentAnchor, type ModeratedSegment } from './view.ts';

const SET_HIDDEN = graphql(`
  mutation SetGamebookSegmentHidden($gamebookId: ID!, $segmentId: ID!, $hidden: Boolean!) {
    setGamebookSegmentHidden(gamebookId: $gamebookId, segmentId: $segmentId, hidden: $hidden) { id hidden }
  }
`);

export interface GamebookSegmentsProps {
  gamebookId: string;
  segments: ModeratedSegment[];
  /** the book's language, for its words */
  textLang?: string | undefined;
  textDir?: string | undefined;
}

function GamebookSegments({ gamebookId, segments, textLang, textDir }: GamebookSegmentsProps) {
  const { t } = useTranslation('admin');
  const [pending, setPending] = useState<string | null>(null);
  const text = { lang: textLang, dir: textDir };
  const known = new Set(segments.map((s) => s.id));

  const toggle = async (segment: ModeratedSegment) => {
    const hidden = !segment.hidden;
    if (!window.confirm(t(hidden ? 'gamebooks.hideSegmentConfirm' : 'gamebooks.showSegmentConfirm', { id: segment.id }))) return;
    setPending(segment.id);
    try {
      await gqlRequest(SET_HIDDEN, { gamebookId, segmentId: segment.id, hidden });
      window.location.assign(`${gamebookPath(gamebookId)}?notice=${hidden ? 'segmentHidden' : 'segmentShown'}#${segmentAnchor(segment.id)}`);
    } catch (error) {
      adminToast.error(errorText(error, t));
      setPending(null);
    }
  };

  if (segments.length === 0) return <p className="admin-empty">{t('gamebooks.noSegments')}</p>;

  return (
    <div className="admin-table-wrap">
      <table className="admin-table mod-gb-segments" data-testid="segments">
        <thead>
          <tr>
            <th scope="col">{t('gamebooks.segmentId')}</th>
            <th scope="col">{t('gamebooks.segment')}</th>
            <th scope="col">{t('gamebooks.choices')}</th>
            <th scope="col">{t('textbooks.status')}</th>
            <th scope="col">{t('gamebooks.readers')}</th>
          </tr>
        </thead>
        <tbody>
          {segments.map((segment) => (
            <tr
              key={segment.id} id={segmentAnchor(segment.id)} data-segment={segment.id} data-hidden={segment.hidden ? 'true' : 'false'}
              className={segment.hidden ? 'admin-row-disabled' : undefined}
            >
              <td>
                <code>{segment.id}</code>
                {segment.start ? <span className="admin-badge" data-testid="start-badge">{t('gamebooks.start')}</span> : null}
              </td>
              <td>
                <span className="admin-strong" {...text}>{segment.title || '—'}</span>
                {segment.ending ? <span className="admin-badge" data-testid="ending">{t(`gamebooks.endings.${segment.ending}`, { defaultValue: segment.ending })}</span> : null}
                {segment.grown ? <span className="admin-badge" data-testid="grown">{t('gamebooks.grown')}</span> : null}
                <p className="mod-gb-excerpt" {...text} title={segment.text}>{excerpt(segment.text) || '—'}</p>
              </td>
              <td>
                {segment.choices.length === 0 ? <span className="admin-muted">{segment.ending ? '—' : t('gamebooks.noChoices')}</span> : (
                  <ul className="mod-gb-choices">
                    {segment.choices.map((choice) => {
                      const effects = choiceEffects(choice, t);
                      return (
                        <li key={choice.id} data-choice={choice.id}>
                          <span {...text}>{choice.text}</span>{' → '}
                          {choice.to === null
                            ? <span className="admin-muted" data-testid="unwritten">{t('gamebooks.unwritten')}</span>
                            : known.has(choice.to) ? <a href={`#${segmentAnchor(choice.to)}`}><code>{choice.to}</code></a> : <code>{choice.to}</code>}
                          {effects.length > 0 ? <span className="admin-muted mod-gb-effects"> ({effects.join('; ')})</span> : null}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </td>
              <td>
                <span className="admin-status">{t(`textbooks.chapterStatuses.${segment.status}`, { defaultValue: segment.status })}</span>
                {segment.errorMessage ? <p className="admin-muted">{segment.errorMessage}</p> : null}
              </td>
              <td>
                <span className={segment.hidden ? 'admin-status admin-status--failed' : 'admin-status admin-status--done'}>
                  {segment.hidden ? t('textbooks.hidden') : t('gamebooks.visible')}
                </span>
                {' '}
                <Button
                  size="tiny" kind={segment.hidden ? 'secondary' : 'destroy'} loading={pending === segment.id} disabled={pending !== null && pending !== segment.id}
                  onClick={() => void toggle(segment)} aria-label={t(segment.hidden ? 'gamebooks.showSegmentLabel' : 'gamebooks.hideSegmentLabel', { id: segment.id })}
                >
                  {segment.hidden ? t('gamebooks.showSegment') : t('gamebooks.hideSegment')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default withIsland(GamebookSegments);
