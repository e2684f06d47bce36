// Hiding a segment from readers (its author or a moderator; api/graphql/gamebooks.ts).
import { graphql, request } from '../../../lib/graphql.ts';

const HideMutation = graphql(`
  mutation SetGamebookSegmentHidden($g: ID!, $s: ID!, $hidden: Boolean!) {
    setGamebookSegmentHidden(gamebookId: $g, segmentId: $s, hidden: $hidden) { id title summary text ending hidden grown status errorMessage choices { id text to requires forbids sets clears } }
  }
`);
export const setSegmentHidden = async (g: string, s: string, hidden: boolean) => (await request(HideMutation, { g, s, hidden })).setGamebookSegmentHidden;
