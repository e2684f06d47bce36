// Who is using a wizard: a guest or a signed-in author, once the session (the loginJWT cookie)
// has been read. Shared by the wizards of every kind of book (textbook, storybook).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session, currentToken, initSession } from '../../stores/session.ts';

export type Viewer = 'pending' | 'guest' | 'user';

export function useViewer(): Viewer {
  const session = useStore($session);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let alive = true;
    const settle = async () => {
      if ($session.get().status !== 'active') await initSession();
      if (alive) setSettled(true);
    };
    void settle();
    return () => {
      alive = false;
    };
  }, []);
  if (!settled) return 'pending';
  return session.status !== 'loggedOut' && currentToken() !== undefined ? 'user' : session.status === 'refreshing' ? 'pending' : 'guest';
}
